package deploy

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// codeReader answers a chain id and code at the addresses it holds.
type codeReader struct {
	id   int64
	code map[common.Address][]byte
}

func (r codeReader) ChainID(context.Context) (*big.Int, error) { return big.NewInt(r.id), nil }
func (r codeReader) CodeAt(_ context.Context, a common.Address, _ *big.Int) ([]byte, error) {
	return r.code[a], nil
}

func TestCheckNamesTheWrongFileOrRPC(t *testing.T) {
	reg, esc := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	d := &Deployment{ChainID: 31337, Contracts: map[string]common.Address{NameAgentRegistry: reg, NameBountyEscrow: esc}}
	good := codeReader{id: 31337, code: map[common.Address][]byte{reg: {1}, esc: {1}}}
	if err := d.Check(context.Background(), good); err != nil {
		t.Fatalf("a matching chain: %v", err)
	}
	if err := d.Check(context.Background(), codeReader{id: 1, code: good.code}); err == nil || !strings.Contains(err.Error(), "chain 1") {
		t.Fatalf("another chain: %v", err)
	}
	empty := codeReader{id: 31337, code: map[common.Address][]byte{reg: {1}}}
	if err := d.Check(context.Background(), empty); !errors.Is(err, ErrNoContract) || !strings.Contains(err.Error(), NameBountyEscrow) {
		t.Fatalf("no code at the escrow: %v", err)
	}
}
