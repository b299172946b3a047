package test

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chat"
)

// chatFlood floods room from one fresh key over gossip, serves a catch-up of envelopes dated
// 30 days ago to the victim, and asks the victim for its whole history again and again.
func (a *attacker) chatFlood(ctx context.Context, room string, n int) (identity.DID, string, error) {
	key, _ := identity.GenerateKey()
	did := key.DID(a.chainID)
	envelope := func(ts time.Time, i int) ([]byte, error) {
		e := chat.Envelope{GroupID: room, State: chat.StateDiscussion, Type: chat.TypeText,
			Content: fmt.Sprintf("%d %s", i, strings.Repeat("spam ", 200)), TS: ts.UnixMilli()}
		if err := e.Sign(key, a.chainID, ts); err != nil {
			return nil, err
		}
		return json.Marshal(e)
	}
	h, err := a.host(ctx)
	if err != nil {
		return did, "", err
	}
	defer h.Close()
	var t tally
	// Old history for the victim's catch-up when the attacker joins the room.
	h.SetStreamHandler(chat.SyncProtocol, func(st network.Stream) {
		defer st.Close()
		t.add("catch-up asked")
		old := time.Now().Add(-30 * 24 * time.Hour)
		w := bufio.NewWriter(st)
		for i := range 1000 {
			b, err := envelope(old.Add(time.Duration(i)*time.Second), i)
			if err != nil || writeUvarintFrame(w, b) != nil {
				return
			}
		}
		_ = w.Flush()
	})
	ps, err := pubsub.NewGossipSub(ctx, h)
	if err != nil {
		return did, "", err
	}
	tp, err := ps.Join(chat.Topic(room))
	if err != nil {
		return did, "", err
	}
	if _, err := tp.Subscribe(); err != nil {
		return did, "", err
	}
	for end := time.Now().Add(15 * time.Second); len(tp.ListPeers()) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			return did, "", errors.New("the victim is not in the chat room's mesh after 15 s")
		}
	}
	for i := range n {
		b, err := envelope(time.Now(), i)
		if err != nil {
			return did, "", err
		}
		if tp.Publish(ctx, b) == nil {
			t.add("published")
		}
	}
	// Catch-up requests for everything since 1970, 16 at once.
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 10 {
				got, err := askHistory(ctx, h, a.target.ID, room)
				if err != nil {
					t.add("history refused")
					continue
				}
				t.add(fmt.Sprintf("history answered, %d envelopes", got))
			}
		}()
	}
	wg.Wait()
	return did, t.String(), nil
}

// askHistory sends one catch-up request for room since 0 and counts the envelopes answered.
func askHistory(ctx context.Context, h host.Host, to peer.ID, room string) (int, error) {
	st, err := h.NewStream(ctx, to, chat.SyncProtocol)
	if err != nil {
		return 0, err
	}
	defer func() { _ = st.Reset() }()
	_ = st.SetDeadline(time.Now().Add(10 * time.Second))
	req, _ := json.Marshal(map[string]any{"room": room, "since": 0, "limit": 1 << 30})
	w := bufio.NewWriter(st)
	if err := writeUvarintFrame(w, req); err != nil {
		return 0, err
	}
	if err := w.Flush(); err != nil {
		return 0, err
	}
	_ = st.CloseWrite()
	r := bufio.NewReader(st)
	n := 0
	for {
		size, err := binary.ReadUvarint(r)
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		if _, err := io.CopyN(io.Discard, r, int64(size)); err != nil {
			return n, err
		}
		n++
	}
}

func writeUvarintFrame(w *bufio.Writer, b []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	if _, err := w.Write(hdr[:binary.PutUvarint(hdr[:], uint64(len(b)))]); err != nil {
		return err
	}
	_, err := w.Write(b)
	return err
}

// callFlood makes n calls to the victim's agent from one caller, 32 at once, then sends one
// signed request again under other spellings of its signature.
func (a *attacker) callFlood(ctx context.Context, agent string, n int) (string, error) {
	h, err := a.host(ctx)
	if err != nil {
		return "", err
	}
	defer h.Close()
	key, _ := identity.GenerateKey()
	c, err := call.NewClient(h, key, call.DefaultConfig(a.chainID), call.Options{Logger: quietLog()})
	if err != nil {
		return "", err
	}
	defer c.Close()
	var t tally
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
				_, err := c.Call(cctx, a.target.ID, agent, "echo", json.RawMessage(fmt.Sprintf(`{"i":%d}`, i)), nil)
				cancel()
				var e *call.Error
				switch {
				case err == nil:
					t.add("served")
				case errors.As(err, &e):
					t.add(fmt.Sprintf("refused %d", e.Code))
				default:
					t.add("failed: " + firstWords(err.Error(), 8))
				}
			}
		}()
	}
	for i := range n {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	// One signed request, then the same signature spelled otherwise: from a new peer and key,
	// as the flood spent the first ones' fair share.
	h2, err := a.host(ctx)
	if err != nil {
		return t.String(), err
	}
	defer h2.Close()
	key, _ = identity.GenerateKey()
	p := call.Params{Agent: agent, Skill: "echo", Input: json.RawMessage(`{"replay":1}`), Deadline: time.Now().Add(time.Minute).UnixMilli(),
		Callee: a.target.ID.String()}
	if err := p.Sign(key, a.chainID, time.Now()); err != nil {
		return "", err
	}
	sig, _ := hexutil.Decode(p.Signature)
	lowV := append([]byte(nil), sig...)
	lowV[64] -= 27
	for _, spelling := range []struct{ name, sig string }{
		{"first use", p.Signature},
		{"replay upper case", "0x" + strings.ToUpper(p.Signature[2:])},
		{"replay 0X", "0X" + p.Signature[2:]},
		{"replay v 0", hexutil.Encode(lowV)},
	} {
		q := p
		q.Signature = spelling.sig
		code, err := rawCall(ctx, h2, a.target.ID, q)
		if err != nil {
			return t.String(), fmt.Errorf("%s: %w", spelling.name, err)
		}
		if want := map[bool]int{true: 0, false: call.CodeReplay}[spelling.name == "first use"]; code != want {
			return t.String(), fmt.Errorf("%s: code %d, want %d", spelling.name, code, want)
		}
		t.add(fmt.Sprintf("%s: %d", spelling.name, code))
	}
	return t.String(), nil
}

// rawCall sends one agent.call request with params p on a new stream and returns the answer's
// error code (0 for a result).
func rawCall(ctx context.Context, h host.Host, to peer.ID, p call.Params) (int, error) {
	st, err := h.NewStream(ctx, to, protocol.ID(call.ProtocolID))
	if err != nil {
		return 0, err
	}
	defer func() { _ = st.Reset() }()
	_ = st.SetDeadline(time.Now().Add(10 * time.Second))
	params, _ := json.Marshal(p)
	req, _ := json.Marshal(call.Request{JSONRPC: call.Version, ID: json.RawMessage(`1`), Method: call.MethodCall, Params: params})
	w := bufio.NewWriter(st)
	if err := writeUvarintFrame(w, req); err != nil {
		return 0, err
	}
	if err := w.Flush(); err != nil {
		return 0, err
	}
	r := bufio.NewReader(st)
	for {
		size, err := binary.ReadUvarint(r)
		if err != nil {
			return 0, err
		}
		b := make([]byte, min(size, 1<<20))
		if _, err := io.ReadFull(r, b); err != nil {
			return 0, err
		}
		var resp call.Response
		if err := json.Unmarshal(b, &resp); err != nil {
			return 0, err
		}
		if resp.ID == nil { // a progress notification
			continue
		}
		if resp.Error != nil {
			return resp.Error.Code, nil
		}
		return 0, nil
	}
}

// firstWords is s cut after n words, for tallies of error messages.
func firstWords(s string, n int) string {
	w := strings.Fields(s)
	return strings.Join(w[:min(n, len(w))], " ")
}
