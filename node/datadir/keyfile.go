package datadir

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
)

// KeyAddress reads the address of a keystore file without decrypting it.
func KeyAddress(path string) (common.Address, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return common.Address{}, fmt.Errorf("datadir: read key: %w", err)
	}
	var f struct {
		Address string `json:"address"`
	}
	if err := json.Unmarshal(b, &f); err != nil || !common.IsHexAddress(f.Address) {
		return common.Address{}, fmt.Errorf("datadir: %s is not a keystore file with an address", path)
	}
	return common.HexToAddress(f.Address), nil
}
