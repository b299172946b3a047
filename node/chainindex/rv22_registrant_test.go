package chainindex

import (
	"context"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// TestRV22RegistrantSurvivesTransfer (review rv22, finding 3): an agent keeps the account it
// was minted to as Registrant when it changes hands; its Owner follows the transfer. A node
// adopts only an agent minted to it (agentids), not one a stranger registered and gave it.
func TestRV22RegistrantSurvivesTransfer(t *testing.T) {
	m := newMarket(t)
	stranger, node := m.party(1), m.party(2)
	id := m.register(stranger, 100)
	reg := m.d.Contracts[deploy.NameAgentRegistry]
	data := bindings.NewAgentRegistry().PackTransferFrom(stranger.key.Address(), node.key.Address(), new(big.Int).SetUint64(id))
	if _, err := stranger.s.Send(context.Background(), chain.Tx{To: &reg, Data: data}); err != nil {
		t.Fatal(err)
	}
	ix, _ := m.openIndex("", testConfig())
	m.sync(ix)
	a, err := ix.Agent(id)
	if err != nil || a.Owner != node.key.Address() || a.Registrant != stranger.key.Address() {
		t.Fatalf("agent %+v %v: want owner %s, registrant %s", a, err, node.key.Address().Hex(), stranger.key.Address().Hex())
	}
}
