package payments

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/units"
)

// TestChannelAmountInTheChannelsToken: channel.open and channel.topup read an amount in the
// channel's token, USDC with its 6 decimals; an amount in another unit than the channel's
// token, or in a unit the node does not know, is refused with an error naming the units.
func TestChannelAmountInTheChannelsToken(t *testing.T) {
	usdc := units.Token{Address: common.HexToAddress("0xa1"), Symbol: "USDC", Decimals: 6}
	stake, other := common.HexToAddress("0x5a"), common.HexToAddress("0xee")
	u := Units{Stake: stake, Tokens: []units.Token{usdc}}
	known := units.Tokens{usdc.Address: usdc, stake: {Address: stake, Symbol: units.SymbolStake, Decimals: 18}}
	eth := common.Address{}
	for _, c := range []struct {
		amount string
		token  *common.Address // the channel's (nil: the amount's)
		want   int64
		in     common.Address
		err    string
	}{
		{amount: "0.05 USDC", want: 50_000, in: usdc.Address},
		{amount: "0.05 usdc", token: &usdc.Address, want: 50_000, in: usdc.Address},
		{amount: "0.001 ETH", want: 1e15, in: eth},
		{amount: "1000 wei", token: &eth, want: 1000, in: eth},
		{amount: "2 AST", token: &stake, want: 2e18, in: stake},
		{amount: "1000 wei", token: &other, want: 1000, in: other}, // an ERC-20 the node knows no symbol of
		{amount: "0.01 ETH", token: &usdc.Address, err: `amount "0.01 ETH" is in ETH, the channel's token is USDC: write it in USDC`},
		{amount: "1000 wei", token: &usdc.Address, err: `is in ETH, the channel's token is USDC`},
		{amount: "0.05 USDC", token: &eth, err: `is in USDC, the channel's token is ETH: write it in ETH`},
		{amount: "0.05 USDC", token: &other, err: `the channel's token is ` + other.Hex()},
		{amount: "1 DAI", err: `unknown unit "DAI": want one of ETH, AST, USDC`},
		{amount: "0.0000001 USDC", err: "USDC"}, // below its decimals
		{amount: "0 USDC", err: "must be positive"},
	} {
		v, in, err := channelAmount(c.amount, u, known, c.token)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: err %v, want one containing %q", c.amount, err, c.err)
			}
			continue
		}
		if err != nil || v.Cmp(big.NewInt(c.want)) != 0 || in != c.in {
			t.Errorf("%q: %v in %s (%v), want %d in %s", c.amount, v, in.Hex(), err, c.want, c.in.Hex())
		}
	}
	for s, want := range map[string]common.Address{"": eth, "eth": eth, "USDC": usdc.Address, "ast": stake, other.Hex(): other} {
		if got, err := channelToken(s, known); err != nil || got != want {
			t.Errorf("token %q: %s (%v), want %s", s, got.Hex(), err, want.Hex())
		}
	}
	if _, err := channelToken("DAI", known); !errors.Is(err, ErrUnknownUnit) || !strings.Contains(err.Error(), "want an ERC-20 address or one of ETH, AST, USDC") {
		t.Errorf("token DAI: %v, want an unknown unit naming the known ones", err)
	}
}
