package payments

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// TestChannelsNameThePayeesDID: channel.list gives each channel's payee DID as identity spells
// it, so that the web app (which must not import identity) links and looks agents up by it
// without copying the format; read from disk without the chain, it is left empty.
func TestChannelsNameThePayeesDID(t *testing.T) {
	payee, payer := common.HexToAddress("0x00000000000000000000000000000000000000B1"), common.HexToAddress("0xe1")
	ch := paychan.Channel{Payer: payer, Payee: payee}
	paying := []paychan.PayerChannel{{ID: common.Hash{1}, Channel: ch, Deposited: big.NewInt(10), Answered: big.NewInt(1)}}
	held := []paychan.Held{{ID: common.Hash{2}, Channel: ch, Deposited: big.NewInt(10), Claimed: new(big.Int)}}
	want := identity.DID{ChainID: 1337, Address: payee}.String()
	got := channelsView(1337, nil, paying, held, func(common.Hash) bool { return false })
	for _, c := range got.Channels {
		if c.PayeeDID != want {
			t.Errorf("%s channel: payee DID %q, want %q", c.Role, c.PayeeDID, want)
		}
	}
	if off := channelsView(0, nil, paying, held, func(common.Hash) bool { return false }); off.Channels[0].PayeeDID != "" {
		t.Errorf("no chain known: payee DID %q, want none", off.Channels[0].PayeeDID)
	}
}
