package funds

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// countingCaller answers every eth_call with the ABI encoding of a string, or fails, and counts
// the calls.
type countingCaller struct {
	calls int
	fail  bool
}

func (c *countingCaller) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	c.calls++
	if c.fail {
		return nil, errors.New("rpc down")
	}
	str, _ := abi.NewType("string", "", nil)
	return abi.Arguments{{Type: str}}.Pack("AST")
}

// TestStakeTokenSymbolReadOnce: the stake token's symbol costs one eth_call per node, however
// often it is asked for; a failed read is not kept.
func TestStakeTokenSymbolReadOnce(t *testing.T) {
	token := common.HexToAddress("0x5a")
	c := &countingCaller{fail: true}
	st := &StakeToken{Address: func(context.Context) (common.Address, error) { return token, nil }, Chain: c}
	if _, _, err := st.Read(context.Background()); err == nil {
		t.Fatal("a failed symbol read returned no error")
	}
	c.fail = false
	for range 3 {
		addr, sym, err := st.Read(context.Background())
		if err != nil || addr != token || sym != "AST" {
			t.Fatalf("Read = %s, %q, %v; want %s, AST", addr, sym, err, token)
		}
	}
	if c.calls != 2 {
		t.Fatalf("%d eth_calls, want 2 (the failed one, then one read kept)", c.calls)
	}
}
