package chat

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// Chat members are this node's keys and staked agents; everyone else is a stranger, and a
// failed lookup is an error (chat ignores the message rather than deciding).
func TestChatMembers(t *testing.T) {
	own, staked, stranger := common.Address{1}, common.Address{2}, common.Address{3}
	down := errors.New("index closed")
	m := StakedMembers{Local: map[common.Address]bool{own: true}, Staked: func(a common.Address) (bool, error) {
		if a == (common.Address{9}) {
			return false, down
		}
		return a == staked, nil
	}}
	for _, tc := range []struct {
		addr common.Address
		want bool
		err  error
	}{{own, true, nil}, {staked, true, nil}, {stranger, false, nil}, {common.Address{9}, false, down}} {
		got, err := m.IsMember(context.Background(), "team", identity.DID{ChainID: 1337, Address: tc.addr})
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("IsMember(%s) = %v, %v; want %v, %v", tc.addr, got, err, tc.want, tc.err)
		}
	}
}
