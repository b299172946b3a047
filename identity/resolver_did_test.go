package identity

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestParseEthrDID(t *testing.T) {
	const lower = "0xb9c5714089478a327f09197987f16f9e5d936e8a"
	checksummed := common.HexToAddress(lower).Hex()
	tests := []struct {
		in      string
		chainID int64
		ok      bool
	}{
		{"did:ethr:0x539:" + lower, 1337, true},
		{"did:ethr:0x539:" + checksummed, 1337, true},
		{"did:ethr:0x539:" + strings.ToUpper(lower[:2]) + strings.ToUpper(lower[2:]), 0, false}, // "0X" prefix
		{"did:ethr:0x539:0x" + strings.ToUpper(lower[2:]), 1337, true},
		{"did:ethr:0x1:" + lower, 1, true},
		{"did:ethr:0x0539:" + lower, 1337, true},
		{"did:ethr:" + lower, 1, true},
		{"did:ethr:0xaa36a7:" + lower, 11155111, true},
		{"did:ethr:0x539:" + lower[:len(lower)-1] + "A", 0, false}, // bad checksum (mixed case)
		{"did:ethr:sepolia:" + lower, 0, false},
		{"did:ethr:0x0:" + lower, 0, false},
		{"did:ethr:0x:" + lower, 0, false},
		{"did:ethr:0xzz:" + lower, 0, false},
		{"did:ethr:0x10000000000000000:" + lower, 0, false},
		{"did:ethr::" + lower, 0, false},
		{"did:ethr:0x539:" + lower + "#controller", 0, false},
		{"did:ethr:0x539:" + lower + "?versionId=3", 0, false},
		{"did:ethr:0x539:" + lower + "/path", 0, false},
		{"did:ethr:0x539:0x1:" + lower, 0, false},
		{"did:ethr:0x539:0x1234", 0, false},
		{"did:ethr:0x539:0x" + strings.Repeat("g", 40), 0, false},
		{"did:ethr:0x539:0x02" + strings.Repeat("ab", 32), 0, false}, // public key form
		{"did:web:example.com", 0, false},
		{"did:ethr:", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := parseEthrDID(tt.in)
			if !tt.ok {
				if !errors.Is(err, ErrInvalidDID) {
					t.Fatalf("parseEthrDID = %+v, %v; want ErrInvalidDID", got, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.chainID.Cmp(big.NewInt(tt.chainID)) != 0 || got.address != common.HexToAddress(lower) {
				t.Fatalf("parseEthrDID = chain %s address %s", got.chainID, got.address)
			}
		})
	}
}

func TestFormatEthrDID(t *testing.T) {
	a := common.HexToAddress("0xb9c5714089478a327f09197987f16f9e5d936e8a")
	did := formatEthrDID(big.NewInt(1337), a)
	if did != "did:ethr:0x539:"+a.Hex() {
		t.Fatalf("formatEthrDID = %s", did)
	}
	back, err := parseEthrDID(did)
	if err != nil || back.address != a || back.chainID.Int64() != 1337 {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
}

func FuzzParseEthrDID(f *testing.F) {
	f.Add("did:ethr:0x539:0xb9c5714089478a327f09197987f16f9e5d936e8a")
	f.Add("did:ethr:0xb9c5714089478a327f09197987f16f9e5d936e8a")
	f.Add("did:ethr:0x539:0x02b97c30de767f084ce3080168ee293053ba33b235d7116a3263d29f1450936b71")
	f.Fuzz(func(t *testing.T, s string) {
		id, err := parseEthrDID(s)
		if err != nil {
			if !errors.Is(err, ErrInvalidDID) {
				t.Fatalf("error %v does not wrap ErrInvalidDID", err)
			}
			return
		}
		if id.chainID.Sign() <= 0 {
			t.Fatalf("accepted chain id %s", id.chainID)
		}
		back, err := parseEthrDID(formatEthrDID(id.chainID, id.address))
		if err != nil || back.address != id.address || back.chainID.Cmp(id.chainID) != 0 {
			t.Fatalf("canonical form of %q does not round trip: %v", s, err)
		}
	})
}
