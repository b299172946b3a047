package marketnet_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/marketnet"
)

// TestCardRivals reads the rivals of a bounty from the cards offering its skill and the chain
// index's owners: the requester, unregistered cards and agents the index does not know are
// left out; more cards than the limit make the list incomplete; an index error is returned.
func TestCardRivals(t *testing.T) {
	requester, alice, bob := common.HexToAddress("0x1"), common.HexToAddress("0xa"), common.HexToAddress("0xb")
	owners := map[uint64]common.Address{1: alice, 2: requester, 3: bob}
	owner := func(id uint64) (common.Address, bool, error) {
		if id == 9 {
			return common.Address{}, false, errors.New("index closed")
		}
		a, ok := owners[id]
		return a, ok, nil
	}
	cards := map[string][]string{
		"fmt":    {"1", "2", "", "x", "7", "3"}, // 2 is the requester's, "", "x" unregistered, 7 unknown
		"broken": {"9"},
	}
	var asked []int
	search := func(skill string, max int) ([]string, error) {
		asked = append(asked, max)
		ids := cards[skill]
		return ids[:min(len(ids), max)], nil
	}
	rivals := marketnet.CardRivals(search, owner)
	b := escrow.Bounty{Requester: requester}

	got, complete, err := rivals(b, "fmt", 6)
	if err != nil || !complete || !slices.Equal(got, []common.Address{alice, bob}) {
		t.Fatalf("rivals = %v, %v, %v; want [alice bob], complete", got, complete, err)
	}
	if asked[0] != 7 {
		t.Fatalf("searched %d cards, want limit+1 = 7", asked[0])
	}
	if got, complete, err := rivals(b, "fmt", 5); err != nil || complete || got != nil {
		t.Fatalf("more cards than the limit: %v, %v, %v; want incomplete", got, complete, err)
	}
	if _, _, err := rivals(b, "broken", 5); err == nil {
		t.Fatal("an index error was not returned")
	}
	failing := marketnet.CardRivals(func(string, int) ([]string, error) { return nil, errors.New("search failed") }, owner)
	if _, complete, err := failing(b, "fmt", 5); err == nil || complete {
		t.Fatalf("a search error: complete %v, err %v", complete, err)
	}
}
