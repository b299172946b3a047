package payments

import (
	"math/big"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// TestChannelsTotalPerToken: channel.list names each channel's unit (ETH; USDC with its 6
// decimals; none for a token the node does not know) and totals each token apart, ETH first,
// the top-level totals staying ETH's (issue 20: USDC channels were left out of the totals).
func TestChannelsTotalPerToken(t *testing.T) {
	usdc := units.Token{Address: common.HexToAddress("0x00000000000000000000000000000000000000C1"), Symbol: "USDC", Decimals: 6}
	other := common.HexToAddress("0x00000000000000000000000000000000000000A9")
	payee, payer := common.HexToAddress("0xb1"), common.HexToAddress("0xe1")
	in := func(token common.Address) paychan.Channel {
		return paychan.Channel{Payer: payer, Payee: payee, Token: token}
	}
	paying := []paychan.PayerChannel{
		{ID: common.Hash{1}, Channel: in(usdc.Address), Deposited: big.NewInt(5_000_000), Answered: big.NewInt(10_000)},
		{ID: common.Hash{2}, Channel: in(common.Address{}), Deposited: big.NewInt(1e15), Answered: big.NewInt(1e14)},
		{ID: common.Hash{3}, Channel: in(usdc.Address), Deposited: big.NewInt(1_000_000), Answered: big.NewInt(20_000)},
	}
	held := []paychan.Held{
		{ID: common.Hash{4}, Channel: in(usdc.Address), Deposited: big.NewInt(2_000_000), Claimed: big.NewInt(30_000),
			Voucher: paychan.Voucher{Amount: big.NewInt(50_000)}},
		{ID: common.Hash{5}, Channel: in(other), Deposited: big.NewInt(9), Claimed: new(big.Int), Voucher: paychan.Voucher{Amount: big.NewInt(7)}},
	}
	got := channelsView(0, units.Tokens{usdc.Address: usdc}, paying, held, func(common.Hash) bool { return false })
	want := []apitypes.ChannelTotals{
		{Symbol: "ETH", Decimals: 18, Deposited: "1000000000000000", Spent: "100000000000000", Held: "0", Claimed: "0", Owed: "0"},
		{Token: other, Deposited: "0", Spent: "0", Held: "7", Claimed: "0", Owed: "7"},
		{Token: usdc.Address, Symbol: "USDC", Decimals: 6, Deposited: "6000000", Spent: "30000", Held: "50000", Claimed: "30000", Owed: "20000"},
	}
	if !reflect.DeepEqual(got.Totals, want) {
		t.Errorf("totals\n got %+v\nwant %+v", got.Totals, want)
	}
	if got.Deposited != want[0].Deposited || got.Spent != want[0].Spent || got.Held != "0" || got.Owed != "0" {
		t.Errorf("top-level totals %s %s %s %s, want ETH's", got.Deposited, got.Spent, got.Held, got.Owed)
	}
	symbols := map[common.Hash]string{}
	for _, c := range got.Channels {
		symbols[c.ID] = c.Symbol
		if c.Symbol == "USDC" && c.Decimals != 6 || c.Symbol == "ETH" && c.Decimals != 18 {
			t.Errorf("channel %x: %s with %d decimals", c.ID[:1], c.Symbol, c.Decimals)
		}
	}
	if wantUnits := map[common.Hash]string{{1}: "USDC", {2}: "ETH", {3}: "USDC", {4}: "USDC", {5}: ""}; !reflect.DeepEqual(symbols, wantUnits) {
		t.Errorf("channel units %v, want %v", symbols, wantUnits)
	}
}
