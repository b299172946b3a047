package chat

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
)

// The room topic's validator rejects (scoring the forwarder down) only what is invalid on
// every node; whatever another honest node may judge otherwise, by its clock, its chain index,
// what it has seen or its quotas, is ignored.
func TestTopicValidatorVerdicts(t *testing.T) {
	const room = "team"
	alice, stranger, unknown := mustKey(t), mustKey(t), mustKey(t)
	n := newNode(t, func(c *Config) {
		c.MemberQuota = Quota{Messages: 2, Bytes: 64 << 10}
		c.StrangerQuota = Quota{}
		c.Membership = MembershipFunc(func(_ context.Context, _ string, d identity.DID) (bool, error) {
			if d.Address == unknown.Address() {
				return false, errors.New("index unavailable")
			}
			return d.Address != stranger.Address(), nil
		})
		c.Authorizer = delegates(map[common.Address]common.Address{})
	})
	joinAll(t, room, n)
	validate := n.svc.topicValidator(room)
	now := time.Now()
	good := wire(t, signed(t, alice, room, "first", now))
	want := map[string]pubsub.ValidationResult{
		"bad signature": pubsub.ValidationReject, "signed for another chain": pubsub.ValidationReject,
		"unsigned": pubsub.ValidationReject, "short signature": pubsub.ValidationReject, "oversized": pubsub.ValidationReject,
		"garbage": pubsub.ValidationReject, "empty": pubsub.ValidationReject, "other room": pubsub.ValidationReject,
		"unknown state": pubsub.ValidationReject, "wrong sender": pubsub.ValidationReject,
		// Judged by this node's clock, chain index or deployment.
		"stale": pubsub.ValidationIgnore, "future": pubsub.ValidationIgnore, "wrong chain": pubsub.ValidationIgnore,
	}
	cases := []struct {
		name string
		data []byte
		want pubsub.ValidationResult
	}{
		{"a member's", good, pubsub.ValidationAccept},
		{"a replay", good, pubsub.ValidationIgnore},
		{"a member's second", wire(t, signed(t, alice, room, "second", now)), pubsub.ValidationAccept},
		{"over the member's quota", wire(t, signed(t, alice, room, "third", now)), pubsub.ValidationIgnore},
		{"not a member", wire(t, signed(t, stranger, room, "hi", now)), pubsub.ValidationIgnore},
		{"membership lookup failed", wire(t, signed(t, unknown, room, "hi", now)), pubsub.ValidationIgnore},
		{"signed by a key the index does not show as a delegate", notDelegate(t, stranger, alice, room, now), pubsub.ValidationIgnore},
	}
	for _, f := range forgeries(t, now) {
		v, ok := want[f.name]
		if !ok {
			t.Fatalf("no verdict given for forgery %q", f.name)
		}
		cases = append(cases, struct {
			name string
			data []byte
			want pubsub.ValidationResult
		}{f.name, f.data, v})
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from := peer.ID("forwarder-" + string(rune('a'+i)))
			msg := &pubsub.Message{Message: &pb.Message{Data: c.data}, ReceivedFrom: from}
			if got := validate(context.Background(), from, msg); got != c.want {
				t.Fatalf("%v, want %v", got, c.want)
			}
		})
	}
}

// notDelegate is an envelope from from's DID validly signed by signer's key.
func notDelegate(t *testing.T, signer, from *identity.Key, room string, now time.Time) []byte {
	e := Envelope{GroupID: room, State: StateDiscussion, Type: TypeText, Content: "on behalf", TS: now.UnixMilli(),
		SenderID: from.DID(testChain).String()}
	c, err := e.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	_, sig, err := signer.SignStatement(testChain, Kind, c, now)
	if err != nil {
		t.Fatal(err)
	}
	e.Signature = &Signature{Signer: signer.Address(), Sig: sig}
	return wire(t, e)
}

// validateFrom runs n's validator of room on data as forwarded by a peer and names the verdict.
func validateFrom(t *testing.T, n *node, room string, data []byte) string {
	t.Helper()
	msg := &pubsub.Message{Message: &pb.Message{Data: data}, ReceivedFrom: peer.ID("a-peer")}
	switch n.svc.topicValidator(room)(context.Background(), "a-peer", msg) {
	case pubsub.ValidationAccept:
		return "accept"
	case pubsub.ValidationIgnore:
		return "ignore"
	default:
		return "reject"
	}
}
