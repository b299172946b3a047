package marketnet_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/test/harness"
)

// The announcement validator against a real chain index: what the chain backs is accepted
// with the chain's deadline; a wrong signer, escrow or signature is rejected and counted; an
// unknown id is ignored and kept as a hint only; a flooding peer is cut at its rate.
func TestAnnouncementValidation(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	ix, lookup := newIndex(t, m)
	cfg := marketnet.DefaultConfig()
	offers, err := marketnet.NewOffers(cfg, func(context.Context, uint64, string) error { return nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr := m.Requester.Esc.Address()
	self := peer.ID("this-node")
	ann, err := marketnet.NewAnnouncements(cfg, m.Anvil.ChainID, escrowAddr, self, lookup, offers)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Hour).Truncate(time.Second)
	id, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: harness.Eth(1), SpecHash: common.Hash{1}, Deadline: deadline, ReviewWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	stranger, _ := identity.GenerateKey()
	announce := func(k *identity.Key, id uint64, escrowAt common.Address) []byte {
		a := escrow.Announcement{ChainID: m.Anvil.ChainID, Escrow: escrowAt, BountyID: id, Skill: "upper",
			Reward: escrow.NewBigString(harness.Eth(1)), Deadline: time.Now().Add(30 * 24 * time.Hour).Unix(), Peer: "12D3KooWpeer"}
		if err := a.Sign(k, time.Now()); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(a)
		return b
	}
	var n int
	msg := func(data []byte) *pubsub.Message {
		n++ // a different forwarding peer each time, so the rate limit stays out of the way
		return &pubsub.Message{Message: &pb.Message{Data: data}, ReceivedFrom: peer.ID(rune('a' + n))}
	}

	good := msg(announce(m.Requester.Key, id, escrowAddr))
	if got := ann.Validate(ctx, "", good); got != pubsub.ValidationAccept {
		t.Fatalf("the requester's announcement: %v", got)
	}
	if o, ok := good.ValidatorData.(marketnet.Offer); !ok || o.ID != id || !o.Deadline.Equal(deadline) {
		t.Fatalf("offer %+v: want bounty %d with the chain's deadline %s", good.ValidatorData, id, deadline)
	}
	cases := []struct {
		name string
		data []byte
		want pubsub.ValidationResult
	}{
		// Not the requester as this node's index reads the chain, and another deployment's
		// escrow: other honest nodes may judge these otherwise, so they are ignored.
		{"signed by a stranger", announce(stranger, id, escrowAddr), pubsub.ValidationIgnore},
		{"another escrow", announce(m.Requester.Key, id, common.Address{9}), pubsub.ValidationIgnore},
		{"garbage", []byte(`{"chainId":`), pubsub.ValidationReject},
		{"unknown bounty", announce(stranger, 999_999, escrowAddr), pubsub.ValidationIgnore},
	}
	for _, c := range cases {
		if got := ann.Validate(ctx, "", msg(c.data)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// This node's own publish of a bounty its index has not seen yet goes out at once (pubsub
	// marks it by ReceivedFrom, not by Local, which means a local-only publication).
	if own := (&pubsub.Message{Message: &pb.Message{Data: announce(m.Requester.Key, 999_998, escrowAddr)}, ReceivedFrom: self}); ann.Validate(ctx, self, own) != pubsub.ValidationAccept {
		t.Error("this node's own announcement was not published")
	}
	// The skill is learnt from the requester's announcements only; one that came before the
	// index knew the bounty counts for the requester that signed it.
	for _, c := range []struct {
		id        uint64
		requester common.Address
		skill     string
		known     bool
	}{
		{id, m.Requester.Key.Address(), "upper", true},
		{999_998, m.Requester.Key.Address(), "upper", true},
		{999_999, stranger.Address(), "upper", true},
		{999_999, m.Requester.Key.Address(), "", false},
		{999_997, m.Requester.Key.Address(), "", false},
	} {
		if got, ok := ann.Skill(c.id, c.requester); got != c.skill || ok != c.known {
			t.Errorf("skill of bounty %d: %q %v, want %q %v", c.id, got, ok, c.skill, c.known)
		}
	}
	if p := ann.Hint(999_999, m.Requester.Key.Address()); p != "" {
		t.Errorf("a stranger's hint was used for a bounty of another requester: %q", p)
	}
	st := ann.Stats()
	if st.Accepted != 1 || st.WrongRequester != 2 || st.Bad != 2 || st.Unknown != 1 {
		t.Fatalf("counts %+v", st)
	}

	// One forwarding peer: the burst, then ignored.
	flooder := peer.ID("flooder")
	data := announce(stranger, 999_997, escrowAddr)
	for i := range cfg.AnnounceBurst + 5 {
		got := ann.Validate(ctx, "", &pubsub.Message{Message: &pb.Message{Data: data}, ReceivedFrom: flooder})
		if i >= cfg.AnnounceBurst+1 && got != pubsub.ValidationIgnore {
			t.Fatalf("announcement %d from a flooding peer: %v", i, got)
		}
	}
	if st := ann.Stats(); st.RateLimited < 4 {
		t.Fatalf("rate limited %d", st.RateLimited)
	}
	if offers.Len() != 0 {
		t.Fatalf("validation queued %d offers (Watch does)", offers.Len())
	}
}

// An announcement for a bounty the index does not know yet tells OnUnknown once per bounty (a
// repeat or a bounty the index knows does not), at most AnnounceBurst at once from all peers
// together; the announcement is still ignored, and kept as the bounty's hint.
func TestAnnouncementUnknownAsksForAPoll(t *testing.T) {
	ctx := context.Background()
	cfg := marketnet.DefaultConfig()
	cfg.AnnounceRate, cfg.AnnounceBurst = 0.001, 3
	offers, err := marketnet.NewOffers(cfg, func(context.Context, uint64, string) error { return nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	requester, _ := identity.GenerateKey()
	escrowAddr := common.Address{7}
	const known = 1 // the only bounty the index has
	lookup := func(id uint64) (marketnet.BountyInfo, bool, error) {
		if id != known {
			return marketnet.BountyInfo{}, false, nil
		}
		return marketnet.BountyInfo{Requester: requester.Address(), Status: escrow.StatusOpen, Deadline: time.Now().Add(time.Hour)}, true, nil
	}
	ann, err := marketnet.NewAnnouncements(cfg, 31337, escrowAddr, "self", lookup, offers)
	if err != nil {
		t.Fatal(err)
	}
	var told []uint64
	ann.OnUnknown(func(id uint64) { told = append(told, id) })
	var n int
	validate := func(id uint64) pubsub.ValidationResult {
		a := escrow.Announcement{ChainID: 31337, Escrow: escrowAddr, BountyID: id, Skill: "echo",
			Reward: escrow.NewBigString(harness.Eth(1)), Deadline: time.Now().Add(time.Hour).Unix(), Peer: "12D3KooWpeer"}
		if err := a.Sign(requester, time.Now()); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(a)
		n++ // a different forwarding peer each time: the forwarder's rate stays out of the way
		return ann.Validate(ctx, "", &pubsub.Message{Message: &pb.Message{Data: b}, ReceivedFrom: peer.ID(rune('a' + n))})
	}
	for _, id := range []uint64{known, 5, 5, 6, 7, 8, 9} {
		want := pubsub.ValidationIgnore
		if id == known {
			want = pubsub.ValidationAccept
		}
		if got := validate(id); got != want {
			t.Fatalf("bounty %d: %v, want %v", id, got, want)
		}
	}
	if want := []uint64{5, 6, 7}; !slices.Equal(told, want) { // 8 and 9 past the burst
		t.Fatalf("told of %v, want %v", told, want)
	}
	if p := ann.Hint(9, requester.Address()); p != "12D3KooWpeer" {
		t.Fatalf("hint of bounty 9: %q", p)
	}
}
