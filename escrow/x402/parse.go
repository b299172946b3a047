package x402

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// maxUint256 is the largest EVM word.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// parseUint reads a uint256 written in decimal or 0x-hex (the exact scheme's encoding rules),
// its length bounded before it is parsed.
func parseUint(field, s string) (*big.Int, error) {
	hex := strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X")
	if s == "" || (!hex && len(s) > maxUintDigits) || (hex && len(s) > maxUintHex) {
		return nil, fmt.Errorf("%s %q is not a uint256", field, clip(s))
	}
	v, ok := new(big.Int), false
	if hex {
		v, ok = v.SetString(s[2:], 16)
	} else {
		v, ok = v.SetString(s, 10)
	}
	if !ok || v.Sign() < 0 || v.Cmp(maxUint256) > 0 {
		return nil, fmt.Errorf("%s %q is not a uint256", field, clip(s))
	}
	return v, nil
}

// parseAddress reads a 0x address.
func parseAddress(field, s string) (common.Address, error) {
	if len(s) != 42 || !common.IsHexAddress(s) || !strings.HasPrefix(strings.ToLower(s), "0x") {
		return common.Address{}, fmt.Errorf("%s %q is not a 0x address", field, clip(s))
	}
	return common.HexToAddress(s), nil
}

// parseHash reads a 0x-hex 32-byte value.
func parseHash(field, s string) (common.Hash, error) {
	b, err := hexutil.Decode(strings.Replace(s, "0X", "0x", 1))
	if len(s) != 66 || err != nil {
		return common.Hash{}, fmt.Errorf("%s %q is not 32 bytes of 0x-hex", field, clip(s))
	}
	return common.BytesToHash(b), nil
}

// parseSig reads a 65-byte 0x-hex signature.
func parseSig(field, s string) ([]byte, error) {
	b, err := hexutil.Decode(strings.Replace(s, "0X", "0x", 1))
	if len(s) != 132 || err != nil {
		return nil, fmt.Errorf("%s is not a 65-byte 0x-hex signature", field)
	}
	return b, nil
}

// clip shortens a stranger's string for an error message.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

// sameAddress compares a wire address with a to its checksum-insensitive value.
func sameAddress(s string, a common.Address) bool {
	return len(s) == 42 && common.IsHexAddress(s) && common.HexToAddress(s) == a
}
