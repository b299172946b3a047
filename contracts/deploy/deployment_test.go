package deploy

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func sampleDeployment() *Deployment {
	return &Deployment{
		ChainID:     1337,
		DeployBlock: 7,
		Contracts: map[string]common.Address{
			NameDIDRegistry:   common.HexToAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"),
			NameAgentRegistry: common.HexToAddress("0xe7f1725e7734ce288f8367e1bb143e90bb3f0512"),
		},
	}
}

func TestDeploymentJSONFormat(t *testing.T) {
	data, err := json.Marshal(sampleDeployment())
	if err != nil {
		t.Fatal(err)
	}
	want := `{"chainId":1337,"deployBlock":7,"contracts":{` +
		`"AgentRegistry":"0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",` +
		`"DIDRegistry":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}}`
	if string(data) != want {
		t.Fatalf("json:\n got %s\nwant %s", data, want)
	}
	var back Deployment
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.ChainID != 1337 || back.DeployBlock != 7 || back.Contracts[NameDIDRegistry] != sampleDeployment().Contracts[NameDIDRegistry] {
		t.Fatalf("round trip: %+v", back)
	}
}

func TestSaveLoad(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deployments")
	path := Path(dir, 1337)
	if filepath.Base(path) != "1337.json" {
		t.Fatalf("Path = %s", path)
	}
	d := sampleDeployment()
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := got.Address(NameDIDRegistry)
	if err != nil || a != d.Contracts[NameDIDRegistry] || got.DeployBlock != 7 {
		t.Fatalf("loaded %+v, %v", got, err)
	}
	if _, err := got.Address("Nope"); !errors.Is(err, ErrUnknownContract) {
		t.Fatalf("Address(Nope) = %v, want ErrUnknownContract", err)
	}
	if err := (&Deployment{ChainID: 1}).Save(path); !errors.Is(err, ErrInvalidDeployment) {
		t.Fatalf("Save(invalid) = %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
}

func TestLoadRejectsBadFiles(t *testing.T) {
	tests := []struct {
		name, content string
	}{
		{"not json", `chainId: 1`},
		{"unknown field", `{"chainId":1,"deployBlock":0,"contracts":{"DIDRegistry":"0x5FbDB2315678afecb367f032d93F642f64180aa3"},"extra":1}`},
		{"zero chain", `{"chainId":0,"deployBlock":0,"contracts":{"DIDRegistry":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}}`},
		{"no contracts", `{"chainId":1,"deployBlock":0,"contracts":{}}`},
		{"zero address", `{"chainId":1,"deployBlock":0,"contracts":{"DIDRegistry":"0x0000000000000000000000000000000000000000"}}`},
		{"bad address", `{"chainId":1,"deployBlock":0,"contracts":{"DIDRegistry":"0x1234"}}`},
		{"empty name", `{"chainId":1,"deployBlock":0,"contracts":{"":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}}`},
		{"negative block", `{"chainId":1,"deployBlock":-1,"contracts":{"DIDRegistry":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "1.json")
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := Load(path); !errors.Is(err, ErrInvalidDeployment) {
				t.Fatalf("Load = %v, want ErrInvalidDeployment", err)
			}
		})
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.json")); err == nil || !strings.Contains(err.Error(), "deploy: load") {
		t.Fatalf("Load(missing) = %v", err)
	}
}

// TestLoadForgeScriptOutput reads a file written by contracts/script/DeploymentFile.sol
// (forge script contracts/script/DeployDIDRegistry.s.sol against anvil).
func TestLoadForgeScriptOutput(t *testing.T) {
	d, err := Load(filepath.Join("testdata", "forge-31337.json"))
	if err != nil {
		t.Fatal(err)
	}
	want := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
	if d.ChainID != 31337 || d.DeployBlock != 0 || d.Contracts[NameDIDRegistry] != want {
		t.Fatalf("loaded %+v", d)
	}
}
