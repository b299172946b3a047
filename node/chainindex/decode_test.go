package chainindex

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
)

func testDeployment() *deploy.Deployment {
	return &deploy.Deployment{ChainID: 31337, DeployBlock: 1, Contracts: map[string]common.Address{
		deploy.NameDIDRegistry:        common.HexToAddress("0x01"),
		deploy.NameAgentRegistry:      common.HexToAddress("0x02"),
		deploy.NameReputationRegistry: common.HexToAddress("0x03"),
		deploy.NameBountyEscrow:       common.HexToAddress("0x04"),
		deploy.NameStakeToken:         common.HexToAddress("0x05"),
	}}
}

func topicOf(n *big.Int) common.Hash { return common.BigToHash(n) }

func TestDecoderRefusesForeignAndMalformedLogs(t *testing.T) {
	d := testDeployment()
	dec, err := newDecoder(d)
	if err != nil {
		t.Fatal(err)
	}
	esc := bindings.NewBountyEscrow().GetABI()
	escrowAddr := d.Contracts[deploy.NameBountyEscrow]
	cancelled := esc.Events[EventBountyCancelled].ID
	posted := esc.Events[EventBountyPosted].ID
	postedData, err := esc.Events[EventBountyPosted].Inputs.NonIndexed().Pack(big.NewInt(5), [32]byte{1}, uint64(99), big.NewInt(0), big.NewInt(0))
	if err != nil {
		t.Fatal(err)
	}
	huge := new(big.Int).Lsh(big.NewInt(1), 70)
	cases := []struct {
		name string
		log  types.Log
		ok   bool
	}{
		{"cancelled", types.Log{Address: escrowAddr, Topics: []common.Hash{cancelled, topicOf(big.NewInt(7))}}, true},
		{"posted", types.Log{Address: escrowAddr, Topics: []common.Hash{posted, topicOf(big.NewInt(8)), {}, {}}, Data: postedData}, true},
		{"other contract", types.Log{Address: common.HexToAddress("0xdead"), Topics: []common.Hash{cancelled, topicOf(big.NewInt(7))}}, false},
		{"stake token (not indexed)", types.Log{Address: d.Contracts[deploy.NameStakeToken], Topics: []common.Hash{cancelled, topicOf(big.NewInt(7))}}, false},
		{"anonymous", types.Log{Address: escrowAddr}, false},
		{"unknown event", types.Log{Address: escrowAddr, Topics: []common.Hash{{0xab}, topicOf(big.NewInt(7))}}, false},
		{"event of another contract", types.Log{Address: d.Contracts[deploy.NameAgentRegistry], Topics: []common.Hash{cancelled, topicOf(big.NewInt(7))}}, false},
		{"missing indexed topic", types.Log{Address: escrowAddr, Topics: []common.Hash{cancelled}}, false},
		{"truncated data", types.Log{Address: escrowAddr, Topics: []common.Hash{posted, topicOf(big.NewInt(8)), {}, {}}, Data: postedData[:40]}, false},
		{"id beyond 64 bits", types.Log{Address: escrowAddr, Topics: []common.Hash{cancelled, topicOf(huge)}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ev, err := dec.decode(&c.log)
			if c.ok {
				if err != nil {
					t.Fatalf("decode: %v", err)
				}
				if ev.BountyID == 0 || ev.Contract != deploy.NameBountyEscrow {
					t.Fatalf("decoded %+v", ev)
				}
				return
			}
			if !errors.Is(err, ErrForeignLog) {
				t.Fatalf("decode: %v, want ErrForeignLog", err)
			}
		})
	}
}

// FuzzDecode feeds arbitrary topics and data from the network to the decoder: it must refuse
// or decode, never panic.
func FuzzDecode(f *testing.F) {
	dec, err := newDecoder(testDeployment())
	if err != nil {
		f.Fatal(err)
	}
	esc := bindings.NewBountyEscrow().GetABI()
	f.Add(uint8(3), esc.Events[EventBountyPosted].ID.Bytes(), []byte{1, 2, 3}, uint8(4))
	f.Add(uint8(2), bindings.NewAgentRegistry().GetABI().Events[EventRegistered].ID.Bytes(), make([]byte, 96), uint8(3))
	f.Fuzz(func(t *testing.T, which uint8, topic0 []byte, data []byte, ntopics uint8) {
		l := types.Log{Address: common.BigToAddress(big.NewInt(int64(which%6 + 1))), Data: data}
		for i := 0; i < int(ntopics%5); i++ {
			h := common.BytesToHash(topic0)
			if i > 0 {
				h = common.BytesToHash(append([]byte{byte(i)}, data...))
			}
			l.Topics = append(l.Topics, h)
		}
		if _, err := dec.decode(&l); err != nil && !errors.Is(err, ErrForeignLog) {
			t.Fatalf("unexpected error kind: %v", err)
		}
	})
}

func TestConfigValidate(t *testing.T) {
	cases := []struct {
		name string
		mod  func(*Config)
		ok   bool
	}{
		{"default", func(*Config) {}, true},
		{"no confirmations", func(c *Config) { c.Confirmations = 0 }, true},
		{"zero poll", func(c *Config) { c.PollInterval = 0 }, false},
		{"zero batch", func(c *Config) { c.BatchBlocks = 0 }, false},
		{"zero reorg depth", func(c *Config) { c.ReorgDepth = 0 }, false},
		{"empty prefix", func(c *Config) { c.Prefix = "" }, false},
		{"zero queue", func(c *Config) { c.SubscriberQueue = 0 }, false},
		{"zero calls", func(c *Config) { c.CallConcurrency = 0 }, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := DefaultConfig()
			c.mod(&cfg)
			err := cfg.Validate()
			if c.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadConfig)) {
				t.Fatalf("Validate: %v", err)
			}
		})
	}
}

func TestNewRefusesBadInput(t *testing.T) {
	db, err := OpenDB("")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	missing := testDeployment()
	delete(missing.Contracts, deploy.NameDIDRegistry)
	shared := testDeployment()
	shared.Contracts[deploy.NameDIDRegistry] = shared.Contracts[deploy.NameBountyEscrow]
	bad := DefaultConfig()
	bad.BatchBlocks = 0
	var c Chain // never called by New
	cases := []struct {
		name string
		cfg  Config
		d    *deploy.Deployment
		want error
	}{
		{"bad config", bad, testDeployment(), ErrBadConfig},
		{"no deployment", DefaultConfig(), nil, ErrBadConfig},
		{"missing contract", DefaultConfig(), missing, ErrBadDeployment},
		{"shared address", DefaultConfig(), shared, ErrBadDeployment},
		{"invalid deployment", DefaultConfig(), &deploy.Deployment{}, ErrBadDeployment},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := New(tc.cfg, db, noChain{c}, tc.d); !errors.Is(err, tc.want) {
				t.Fatalf("New: %v, want %v", err, tc.want)
			}
		})
	}
	// A store built for one deployment refuses another.
	if _, err := New(DefaultConfig(), db, noChain{c}, testDeployment()); err != nil {
		t.Fatal(err)
	}
	other := testDeployment()
	other.ChainID = 1
	if _, err := New(DefaultConfig(), db, noChain{c}, other); !errors.Is(err, ErrDeploymentMismatch) {
		t.Fatalf("other deployment on the same store: %v", err)
	}
	// Another prefix is another index.
	cfg := DefaultConfig()
	cfg.Prefix = "other/"
	if _, err := New(cfg, db, noChain{c}, other); err != nil {
		t.Fatalf("other prefix: %v", err)
	}
}

// noChain wraps a nil Chain: New must not touch the chain at all (a call would panic).
type noChain struct{ Chain }
