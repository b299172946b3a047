package marketnet_test

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// verdictCase is one message and the verdict a validator must give it.
type verdictCase struct {
	name string
	data []byte
	want pubsub.ValidationResult
}

// Everything in these tables is judged at a fixed time (Config.Clock): issued is when the
// messages were signed, now a second later.
var (
	verdictIssued = time.UnixMilli(1_800_000_000_000)
	verdictNow    = verdictIssued.Add(time.Second)
)

const verdictChain = 31337

// runVerdicts validates each case as a message forwarded by a different peer (the forwarder
// rate limit stays out of the way) and checks the verdict.
func runVerdicts(t *testing.T, validate func(context.Context, peer.ID, *pubsub.Message) pubsub.ValidationResult, cases []verdictCase) {
	t.Helper()
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msg := &pubsub.Message{Message: &pb.Message{Data: c.data}, ReceivedFrom: peer.ID("forwarder-" + string(rune('a'+i)))}
			if got := validate(context.Background(), "", msg); got != c.want {
				t.Fatalf("%v, want %v", got, c.want)
			}
		})
	}
}

// tamper changes one character of the signature: a message no node would accept.
func tamper(data []byte) []byte {
	s := string(data)
	i := strings.Index(s, `"sig":"0x`) + len(`"sig":"0x`) + 4
	c := byte('a')
	if s[i] == 'a' {
		c = 'b'
	}
	return []byte(s[:i] + string(c) + s[i+1:])
}

func verdictConfig() marketnet.Config {
	cfg := marketnet.DefaultConfig()
	cfg.Clock = func() time.Time { return verdictNow }
	return cfg
}

// Announcements: only what is invalid on every node (malformed, over size, missing fields, a
// bad signature) is rejected; staleness either way, another chain or escrow, and what the chain
// index says of the bounty (unknown, another requester, closed) are ignored.
func TestAnnouncementVerdicts(t *testing.T) {
	requester, _ := identity.GenerateKey()
	other, _ := identity.GenerateKey()
	esc := common.Address{7}
	bounties := map[uint64]marketnet.BountyInfo{
		1: {Requester: requester.Address(), Status: escrow.StatusOpen, Deadline: verdictNow.Add(time.Hour)},
		2: {Requester: requester.Address(), Status: escrow.StatusClaimed, Deadline: verdictNow.Add(time.Hour)},
	}
	lookup := func(id uint64) (marketnet.BountyInfo, bool, error) { b, ok := bounties[id]; return b, ok, nil }
	offers, err := marketnet.NewOffers(marketnet.DefaultConfig(), func(context.Context, uint64, string) error { return nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	ann, err := marketnet.NewAnnouncements(verdictConfig(), verdictChain, esc, "self", lookup, offers)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(k *identity.Key, id, chain uint64, at time.Time, edit func(*escrow.Announcement)) []byte {
		a := escrow.Announcement{ChainID: chain, Escrow: esc, BountyID: id, Skill: "upper", Reward: escrow.NewBigString(big.NewInt(1)),
			Deadline: at.Add(time.Hour).Unix(), Peer: "12D3KooWpeer"}
		if edit != nil {
			edit(&a)
		}
		if err := a.Sign(k, at); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(a)
		return b
	}
	good := sign(requester, 1, verdictChain, verdictIssued, nil)
	runVerdicts(t, ann.Validate, []verdictCase{
		{"the requester's, open", good, pubsub.ValidationAccept},
		{"stale", sign(requester, 1, verdictChain, verdictNow.Add(-marketnet.AnnouncementMaxAge-time.Millisecond), nil), pubsub.ValidationIgnore},
		{"from the future", sign(requester, 1, verdictChain, verdictNow.Add(marketnet.AnnouncementMaxAge+time.Millisecond), nil), pubsub.ValidationIgnore},
		{"another chain", sign(requester, 1, 5, verdictIssued, nil), pubsub.ValidationIgnore},
		{"another escrow", sign(requester, 1, verdictChain, verdictIssued, func(a *escrow.Announcement) { a.Escrow = common.Address{9} }), pubsub.ValidationIgnore},
		{"bounty not indexed", sign(requester, 3, verdictChain, verdictIssued, nil), pubsub.ValidationIgnore},
		{"not the requester the index shows", sign(other, 1, verdictChain, verdictIssued, nil), pubsub.ValidationIgnore},
		{"bounty closed in the index", sign(requester, 2, verdictChain, verdictIssued, nil), pubsub.ValidationIgnore},
		{"bad signature", tamper(good), pubsub.ValidationReject},
		{"stale and a bad signature", tamper(sign(requester, 1, verdictChain, verdictNow.Add(-time.Hour), nil)), pubsub.ValidationReject},
		{"missing fields", sign(requester, 1, verdictChain, verdictIssued, func(a *escrow.Announcement) { a.Skill = "" }), pubsub.ValidationReject},
		{"malformed", []byte(`{"chainId":`), pubsub.ValidationReject},
		{"over size", []byte(`{"skill":"` + strings.Repeat("x", escrow.MaxAnnouncementSize) + `"}`), pubsub.ValidationReject},
	})
}

// Calls for bids: a window that closed by this node's clock, a stale call and another chain's
// are ignored; a call invalid at its own issue time (a bad signature, a window past its
// deadline, malformed, over size) is rejected.
func TestCallVerdicts(t *testing.T) {
	requester, _ := identity.GenerateKey()
	x, err := marketnet.NewBids(verdictConfig(), marketnet.BidDeps{Host: newHost(t), Owner: func(uint64) (common.Address, bool, error) { return common.Address{}, false, nil }})
	if err != nil {
		t.Fatal(err)
	}
	sign := func(chain uint64, at time.Time, window time.Duration, edit func(*escrow.CallForBids)) []byte {
		c := escrow.CallForBids{ChainID: chain, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1000)),
			BidsUntil: uint64(at.Add(window).UnixMilli()), Deadline: at.Add(time.Hour).Unix(), Peer: "12D3KooWpeer"}
		if edit != nil {
			edit(&c)
		}
		if err := c.Sign(requester, at); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(c)
		return b
	}
	good := sign(verdictChain, verdictIssued, 10*time.Second, nil)
	runVerdicts(t, x.ValidateCall(verdictChain), []verdictCase{
		{"open", good, pubsub.ValidationAccept},
		// The attack of issue 18: a window that closed between the forwarder's judgement and ours.
		{"window closed a millisecond ago", sign(verdictChain, verdictIssued, time.Second-time.Millisecond, nil), pubsub.ValidationIgnore},
		{"window closes now", sign(verdictChain, verdictIssued, time.Second, nil), pubsub.ValidationIgnore},
		{"stale", sign(verdictChain, verdictNow.Add(-marketnet.CallMaxAge-time.Millisecond), 2*marketnet.CallMaxAge, nil), pubsub.ValidationIgnore},
		{"from the future", sign(verdictChain, verdictNow.Add(marketnet.CallMaxAge+time.Millisecond), time.Minute, nil), pubsub.ValidationIgnore},
		{"another chain", sign(5, verdictIssued, 10*time.Second, nil), pubsub.ValidationIgnore},
		{"bad signature", tamper(good), pubsub.ValidationReject},
		{"closed and a bad signature", tamper(sign(verdictChain, verdictIssued, time.Millisecond, nil)), pubsub.ValidationReject},
		{"window past the deadline", sign(verdictChain, verdictIssued, 10*time.Second, func(c *escrow.CallForBids) { c.Deadline = verdictIssued.Unix() }), pubsub.ValidationReject},
		{"missing fields", sign(verdictChain, verdictIssued, 10*time.Second, func(c *escrow.CallForBids) { c.Peer = "" }), pubsub.ValidationReject},
		{"malformed", []byte(`{"chainId":`), pubsub.ValidationReject},
		{"over size", []byte(`{"skill":"` + strings.Repeat("x", escrow.MaxBidMessageSize) + `"}`), pubsub.ValidationReject},
	})
}

// Claim intents: staleness, another chain or escrow, and what the chain index says (the
// agent's owner, a closed bounty) are ignored; a bad signature, missing fields and malformed or
// oversized messages are rejected.
func TestIntentVerdicts(t *testing.T) {
	worker, _ := identity.GenerateKey()
	other, _ := identity.GenerateKey()
	esc := common.Address{7}
	h := newHost(t)
	ps, err := pubsub.NewGossipSub(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	bounty := func(id uint64) (marketnet.BountyInfo, bool, error) {
		st := escrow.StatusOpen
		if id == 2 {
			st = escrow.StatusClaimed
		}
		return marketnet.BountyInfo{Status: st}, true, nil
	}
	owner := func(id uint64) (common.Address, bool, error) { return worker.Address(), id == 1, nil }
	x := joinIntents(t, ps, h.ID(), verdictConfig(), verdictChain, esc, worker, bounty, owner, nil)
	var seq int64
	sign := func(k *identity.Key, chain, bountyID, agent uint64, at time.Time, escAt common.Address) []byte {
		seq++ // each newer than the last, so none is a replay of another
		in := escrow.Intent{ChainID: chain, Escrow: escAt, BountyID: bountyID, AgentID: agent}
		if err := in.Sign(k, at.Add(time.Duration(seq)*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
		b, _ := in.Encode()
		return b
	}
	good := sign(worker, verdictChain, 1, 1, verdictIssued, esc)
	runVerdicts(t, x.Validate, []verdictCase{
		{"the agent's owner", good, pubsub.ValidationAccept},
		{"a replay", good, pubsub.ValidationIgnore},
		{"stale", sign(worker, verdictChain, 1, 1, verdictNow.Add(-marketnet.IntentMaxAge-time.Second), esc), pubsub.ValidationIgnore},
		{"from the future", sign(worker, verdictChain, 1, 1, verdictNow.Add(marketnet.IntentMaxAge), esc), pubsub.ValidationIgnore},
		{"another chain", sign(worker, 5, 1, 1, verdictIssued, esc), pubsub.ValidationIgnore},
		{"another escrow", sign(worker, verdictChain, 1, 1, verdictIssued, common.Address{9}), pubsub.ValidationIgnore},
		{"agent not indexed", sign(worker, verdictChain, 1, 3, verdictIssued, esc), pubsub.ValidationIgnore},
		{"not the owner the index shows", sign(other, verdictChain, 1, 1, verdictIssued, esc), pubsub.ValidationIgnore},
		{"bounty closed in the index", sign(worker, verdictChain, 2, 1, verdictIssued, esc), pubsub.ValidationIgnore},
		{"bad signature", tamper(sign(worker, verdictChain, 1, 1, verdictIssued, esc)), pubsub.ValidationReject},
		{"missing fields", sign(worker, verdictChain, 0, 1, verdictIssued, esc), pubsub.ValidationReject},
		{"malformed", []byte(`{"chainId":`), pubsub.ValidationReject},
		{"over size", []byte(`{"x":"` + strings.Repeat("x", escrow.MaxIntentSize) + `"}`), pubsub.ValidationReject},
	})
}
