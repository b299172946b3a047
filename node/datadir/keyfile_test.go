package datadir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestKeyAddress reads a keystore file's address; a missing file, a file that is not JSON and
// one without a valid address are errors.
func TestKeyAddress(t *testing.T) {
	want := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	for _, tc := range []struct {
		name, content, err string
	}{
		{"keystore", `{"address":"00000000000000000000000000000000000000aa","crypto":{}}`, ""},
		{"not json", `not a key`, "not a keystore file"},
		{"bad address", `{"address":"0x12"}`, "not a keystore file"},
		{"missing", "", "read key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "key.json")
			if tc.content != "" {
				if err := os.WriteFile(path, []byte(tc.content), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			got, err := KeyAddress(path)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || got != want {
				t.Fatalf("got %s, %v; want %s", got.Hex(), err, want.Hex())
			}
		})
	}
}
