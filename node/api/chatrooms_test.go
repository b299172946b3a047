package api

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/dgraph-io/badger/v4"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// TestChatAPIRoomCap: the API joins at most maxAPIRooms rooms; a new room beyond them is
// refused with errTooManyRooms, while the joined ones stay readable.
func TestChatAPIRoomCap(t *testing.T) {
	ctx := context.Background()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ps, err := pubsub.NewGossipSub(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	key, _ := identity.GenerateKey()
	cfg := chat.DefaultConfig(1337)
	cfg.Key = key
	svc, err := chat.New(cfg, h, ps, db)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	c := ChatRooms{Service: svc}
	for i := range maxAPIRooms {
		if _, err := c.Read(ctx, fmt.Sprint("room-", i), 0, 10); err != nil {
			t.Fatalf("room %d: %v", i, err)
		}
	}
	if _, err := c.Read(ctx, "one-too-many", 0, 10); !errors.Is(err, errTooManyRooms) {
		t.Fatalf("room %d: %v, want errTooManyRooms", maxAPIRooms+1, err)
	}
	if len(svc.Rooms()) != maxAPIRooms {
		t.Fatalf("%d rooms joined", len(svc.Rooms()))
	}
	if _, err := c.Read(ctx, "room-0", 0, 10); err != nil {
		t.Fatalf("a joined room: %v", err)
	}
}
