package funds

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// chainAt is a chain whose head has a base fee and whose tip and balances are fixed.
type chainAt struct {
	baseFee, tip, eth *big.Int
	err               error
}

func (c chainAt) BalanceAt(context.Context, common.Address, *big.Int) (*big.Int, error) {
	return c.eth, c.err
}
func (c chainAt) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return &types.Header{BaseFee: c.baseFee}, nil
}
func (c chainAt) SuggestGasTipCap(context.Context) (*big.Int, error) { return c.tip, nil }

// GasCost prices gas at twice the base fee plus the tip; Short names what registering lacks,
// and nothing when the account has enough; a failed read is an error, not a shortage.
func TestShortAndGasCost(t *testing.T) {
	ctx := context.Background()
	c := chainAt{baseFee: big.NewInt(10), tip: big.NewInt(1), eth: big.NewInt(21 * RegistrationGas * 2)}
	cost, err := GasCost(ctx, c, 100)
	if err != nil || cost.Int64() != 2100 {
		t.Fatalf("gas cost %v, %v; want 2100", cost, err)
	}
	stake := big.NewInt(5)
	have := func(v int64) func(context.Context, common.Address) (*big.Int, error) {
		return func(context.Context, common.Address) (*big.Int, error) { return big.NewInt(v), nil }
	}
	if s, err := Short(ctx, c, have(5), common.Address{1}, stake, 2); err != nil || s != "" {
		t.Fatalf("enough for two agents: %q, %v", s, err)
	}
	if s, err := Short(ctx, c, have(5), common.Address{1}, stake, 3); err != nil || !strings.Contains(s, "registering needs") {
		t.Fatalf("gas for three agents: %q, %v", s, err)
	}
	if s, err := Short(ctx, c, have(4), common.Address{1}, stake, 1); err != nil || !strings.Contains(s, "agentsite dev fund") {
		t.Fatalf("stake short: %q, %v", s, err)
	}
	c.err = errors.New("rpc down")
	if _, err := Short(ctx, c, have(5), common.Address{1}, stake, 1); err == nil {
		t.Fatal("a failed balance read passed as enough")
	}
}
