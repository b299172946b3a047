package chat_test

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/dgraph-io/badger/v4"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// How a node wires chat: its host, gossipsub router (created with the recommended options)
// and badger DB, a signing key, then Start, Join, Post and Subscribe.
func Example() {
	ctx := context.Background()
	h, _ := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	defer h.Close()
	ps, _ := pubsub.NewGossipSub(ctx, h, chat.RecommendedPubSubOptions()...)
	db, _ := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	defer db.Close()
	key, _ := identity.KeyFromHex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")

	cfg := chat.DefaultConfig(1337)
	cfg.Key = key
	cfg.Logger = slog.Default()
	svc, err := chat.New(cfg, h, ps, db)
	if err != nil {
		panic(err)
	}
	if err := svc.Start(ctx); err != nil {
		panic(err)
	}
	defer svc.Close()
	_ = svc.Join("team")
	msgs, stop, _ := svc.Subscribe("team")
	defer stop()
	_, _ = svc.Post(ctx, "team", chat.Draft{State: chat.StateTaskAssignment, Type: chat.TypeTask, TaskID: "t1",
		Content: "Split the report into sections"})
	e := <-msgs
	book := chat.NewNameBook()
	book.Set(e.SenderID, "alice")
	fmt.Println(chat.Renderer{Names: book}.Render(e, 100)[10:])
	// Output: alice (did:ethr:…5c23)  [task_assignment #t1]  Split the report into sections
}

func ExampleRenderer() {
	book := chat.NewNameBook()
	alice := "did:ethr:0x539:0x00000000000000000000000000000000deadabcd"
	book.Set(alice, "alice")
	ts := time.Date(2026, 11, 25, 22, 41, 7, 0, time.UTC).UnixMilli()
	r := chat.Renderer{Names: book}
	fmt.Println(r.Render(chat.Envelope{SenderID: alice, State: chat.StateTaskAssignment, Type: chat.TypeTask,
		TaskID: "t1", TS: ts, Content: "Split the report into sections"}, 100))
	fmt.Println(r.Render(chat.Envelope{SenderID: "did:ethr:0x539:0x0000000000000000000000000000000000001234",
		State: chat.StateConclusion, Type: chat.TypeResult, TaskID: "t1", TS: ts + 95000, Content: "Done: 4 sections."}, 80))
	// Output:
	// 22:41:07  alice (did:ethr:…abcd)  [task_assignment #t1]  Split the report into sections
	// 22:42:42  did:ethr:…1234  [conclusion result #t1]  Done: 4 sections.
}
