package p2p_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/agentsite/agentsite/node/p2p"
)

// A message published as soon as the publisher knows a peer is in the topic, while the topic's
// mesh is still empty (the heartbeat that would graft the peer has not run: here it is held
// off for an hour), reaches the peer with GossipOptions; with the library's default
// (mesh-only publishing) it reaches nobody, which is how the emulated network lost a chat
// message published right after a restart and a call for bids made right after the nodes
// connected.
func TestPublishReachesTopicPeersBeforeTheMeshForms(t *testing.T) {
	params := pubsub.DefaultGossipSubParams()
	params.HeartbeatInitialDelay, params.HeartbeatInterval = time.Hour, time.Hour
	for _, tc := range []struct {
		name string
		opts []pubsub.Option
		want bool
	}{
		{"flood publish", p2p.GossipOptions(), true},
		{"library default, mesh only", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			const topic = "/agentsite/test/1"
			var topics [2]*pubsub.Topic
			var subs [2]*pubsub.Subscription
			hosts := [2]*p2p.Host{newHost(t), newHost(t)}
			for i, h := range hosts {
				ps, err := pubsub.NewGossipSub(ctx, h, append(slices.Clone(tc.opts), pubsub.WithGossipSubParams(params))...)
				if err != nil {
					t.Fatal(err)
				}
				if topics[i], err = ps.Join(topic); err != nil {
					t.Fatal(err)
				}
				if subs[i], err = topics[i].Subscribe(); err != nil {
					t.Fatal(err)
				}
			}
			connect(t, hosts[0], hosts[1])
			deadline := time.Now().Add(5 * time.Second)
			for !slices.Contains(topics[0].ListPeers(), hosts[1].ID()) {
				if time.Now().After(deadline) {
					t.Fatal("the publisher never learnt the peer's subscription")
				}
				time.Sleep(5 * time.Millisecond)
			}
			if err := topics[0].Publish(ctx, []byte("hello")); err != nil {
				t.Fatal(err)
			}
			rctx, rcancel := context.WithTimeout(ctx, time.Second)
			defer rcancel()
			msg, err := subs[1].Next(rctx)
			switch {
			case tc.want && err != nil:
				t.Fatalf("the peer got nothing: %v", err)
			case tc.want && string(msg.Data) != "hello":
				t.Fatalf("the peer got %q", msg.Data)
			case !tc.want && !errors.Is(err, context.DeadlineExceeded):
				t.Fatalf("the peer got %v (%v): the test no longer shows the mesh-only loss it guards against", msg, err)
			}
		})
	}
}
