package test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// callRate is the pace of one throwaway peer's calls: the call topic's rate per forwarding peer
// (5 a second), so that the victim hears every one.
const callRate = 200 * time.Millisecond

// caller is a throwaway peer in the victim's call-for-bids mesh that names itself as the
// requester's peer of the calls it sends and takes every bid the victim sends it.
type caller struct {
	h    host.Host
	tp   *pubsub.Topic
	bids atomic.Int64 // bids signed by the victim's account, taken here
}

// callers are n throwaway peers joined to the call topic; closed with the returned function.
func (a *attacker) callers(ctx context.Context, n int, bidder func(escrow.Bid) bool) ([]*caller, func(), error) {
	var cs []*caller
	closeAll := func() {
		for _, c := range cs {
			_ = c.h.Close()
		}
	}
	for range n {
		h, tp, _, err := a.gossipSub(ctx, marketnet.CallTopic)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		c := &caller{h: h, tp: tp}
		h.SetStreamHandler(marketnet.BidProtocol, func(st network.Stream) {
			defer st.Close()
			_ = st.SetDeadline(time.Now().Add(10 * time.Second))
			line, err := bufio.NewReader(&limitedStream{st, 64 << 10}).ReadBytes('\n')
			if err != nil {
				_ = st.Reset()
				return
			}
			var b escrow.Bid
			if json.Unmarshal(line, &b) == nil && bidder(b) {
				c.bids.Add(1)
			}
			_, _ = st.Write([]byte("{}\n")) // taken
		})
		cs = append(cs, c)
	}
	return cs, closeAll, nil
}

// limitedStream reads at most n bytes of a stream.
type limitedStream struct {
	network.Stream
	n int
}

func (l *limitedStream) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, fmt.Errorf("more than the bound")
	}
	if len(p) > l.n {
		p = p[:l.n]
	}
	k, err := l.Stream.Read(p)
	l.n -= k
	return k, err
}

// strangerCall is a call for bids signed by a fresh throwaway account, naming p as the peer
// that takes the bids, issued now with the given window.
func (a *attacker) strangerCall(skill string, p peer.ID, window time.Duration) ([]byte, error) {
	k, err := identity.GenerateKey()
	if err != nil {
		return nil, err
	}
	now := time.Now()
	c := escrow.CallForBids{ChainID: a.chainID, Escrow: a.escrow, Skill: skill, MaxReward: escrow.NewBigString(eth("0.01")),
		BidsUntil: uint64(now.Add(window).UnixMilli()), Deadline: now.Add(48 * time.Hour).Unix(), Peer: p.String()}
	if err := c.Sign(k, now); err != nil {
		return nil, err
	}
	return json.Marshal(c)
}

// publishCalls has every caller publish one call per window in windows, at callRate; midway,
// if set, runs once the first caller is halfway through.
func (a *attacker) publishCalls(ctx context.Context, cs []*caller, skill string, windows []time.Duration, midway func()) error {
	var wg sync.WaitGroup
	errs := make(chan error, len(cs))
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tick := time.NewTicker(callRate)
			defer tick.Stop()
			for j, w := range windows {
				if i == 0 && j == len(windows)/2 && midway != nil {
					midway()
				}
				raw, err := a.strangerCall(skill, c.h.ID(), w)
				if err != nil {
					errs <- err
					return
				}
				_ = c.tp.Publish(ctx, raw)
				select {
				case <-ctx.Done():
					errs <- ctx.Err()
					return
				case <-tick.C:
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// bidFlood is issue 18 item 1 against the victim as a bidder: 10 throwaway peers, each sending
// 12 calls for the victim's skill with the longest window (10 min), 2 with a window 1 ms over it
// and 2 with 24 h windows, from throwaway accounts, at the topic's rate. Meanwhile the worker node hires by bids and the
// victim's bid must be hired and paid. The victim may bid on at most MaxBidsPerStranger of each
// peer's calls and MaxStrangerBids in all (the bids the throwaway peers receive are the
// strangers' part of its bid book).
func (r *attackRig) bidFlood(ctx context.Context) (string, error) {
	const peers = 10
	cs, closeAll, err := r.a.callers(ctx, peers, func(b escrow.Bid) bool { return b.Worker == r.victimAccount })
	if err != nil {
		return "", err
	}
	defer closeAll()
	var windows []time.Duration
	for range 12 { // the longest window a call may have
		windows = append(windows, escrow.MaxCallWindow)
	}
	// Last, as they are refused as invalid and get their sender scored down: just over the
	// bound, and a day.
	windows = append(windows, escrow.MaxCallWindow+time.Millisecond, escrow.MaxCallWindow+time.Millisecond, 24*time.Hour, 24*time.Hour)
	type hire struct {
		took time.Duration
		err  error
	}
	hired := make(chan hire, 1)
	err = r.a.publishCalls(ctx, cs, "summarize", windows, func() {
		go func() {
			took, err := r.workerHires()
			hired <- hire{took, err}
		}()
	})
	if err != nil {
		return "", err
	}
	h := <-hired
	total, most := int64(0), int64(0)
	for _, c := range cs {
		n := c.bids.Load()
		total, most = total+n, max(most, n)
	}
	s := fmt.Sprintf("%d calls from %d throwaway peers; the victim bid on %d (at most %d for one peer); honest hire by bids claimed %s after its call",
		peers*len(windows), peers, total, most, h.took.Round(time.Millisecond))
	switch {
	case h.err != nil:
		return s, fmt.Errorf("under the bid flood: %w", h.err)
	case total == 0:
		return s, fmt.Errorf("the victim bid on none of the strangers' calls: the flood did not reach it")
	case most > escrow.MaxBidsPerStranger || total > escrow.MaxStrangerBids:
		return s, fmt.Errorf("the victim signed %d bids for strangers (%d for one peer): over its budgets %d and %d",
			total, most, escrow.MaxStrangerBids, escrow.MaxBidsPerStranger)
	}
	return s, nil
}

// nearEdgeCalls is issue 18 item 3: calls for bids whose window closes 3 to 30 ms after they
// are sent, from 4 throwaway peers (100 calls), which the victim may judge open and forward
// and the worker node judge closed. Before, the worker scored the victim down for them until it
// graylisted it and gossip between the two honest nodes stopped; after the flood, a hire by
// bids each way must go through (the victim's call reaches the worker over gossip, and the
// worker's the victim). An observer in the victim's mesh counts the near-edge calls the victim
// forwarded and how many of them were closed on arrival.
func (r *attackRig) nearEdgeCalls(ctx context.Context) (string, error) {
	const skill = "near-edge"
	obs, fwd, closed, err := r.a.observeCalls(ctx, skill)
	if err != nil {
		return "", err
	}
	defer obs.Close()
	cs, closeAll, err := r.a.callers(ctx, 4, func(escrow.Bid) bool { return true })
	if err != nil {
		return "", err
	}
	defer closeAll()
	var windows []time.Duration
	for i := range 25 {
		windows = append(windows, time.Duration(3+3*(i%10))*time.Millisecond)
	}
	if err := r.a.publishCalls(ctx, cs, skill, windows, nil); err != nil {
		return "", err
	}
	s, err := r.hiresBothWays()
	return fmt.Sprintf("%d near-edge calls; the victim forwarded %d, %d of them closed on arrival; %s",
		len(cs)*len(windows), fwd.Load(), closed.Load(), s), err
}

// observeCalls is a peer in the victim's call mesh that counts the calls for skill it receives
// (forwarded by the victim, its only peer) and those whose window had closed on arrival.
func (a *attacker) observeCalls(ctx context.Context, skill string) (host.Host, *atomic.Int64, *atomic.Int64, error) {
	h, _, sub, err := a.gossipSub(ctx, marketnet.CallTopic)
	if err != nil {
		return nil, nil, nil, err
	}
	var fwd, closed atomic.Int64
	go func() {
		for {
			m, err := sub.Next(ctx)
			if err != nil {
				return
			}
			var c escrow.CallForBids
			if json.Unmarshal(m.Data, &c) != nil || c.Skill != skill {
				continue
			}
			fwd.Add(1)
			if uint64(time.Now().UnixMilli()) >= c.BidsUntil {
				closed.Add(1)
			}
		}
	}()
	return h, &fwd, &closed, nil
}

// cheapBids is issue 18 item 2: while the victim hires by bids (bounty.hire), a staked agent
// bids 1 wei on its call and another staked agent bids the escrow's least bounty and never
// claims. The 1-wei bid must be refused at the door (too-small) and the other taken; the hire
// must go to the worker node's honest bid, after passing over the no-show's if it ranked first
// (its direct hire cancelled after the claim wait). The sybils must be in the victim's chain
// index already (sybilIntents waits for that).
func (r *attackRig) cheapBids(ctx context.Context) (string, error) {
	sy, err := r.sybils()
	if err != nil {
		return "", err
	}
	h, _, sub, err := r.a.gossipSub(ctx, marketnet.CallTopic)
	if err != nil {
		return "", err
	}
	defer h.Close()
	type result struct {
		took time.Duration
		err  error
	}
	first, err := r.worker.Escrow().Count(ctx)
	if err != nil {
		return "", err
	}
	hired := make(chan result, 1)
	go func() {
		took, err := r.victimHires(5 * time.Second)
		hired <- result{took, err}
	}()
	call, err := awaitCall(ctx, sub, func(c escrow.CallForBids) bool { return c.Requester == r.victimAccount && c.Skill == "echo" })
	if err != nil {
		return "", err
	}
	var codes []string
	for i, price := range []*big.Int{big.NewInt(1), escrow.MinNativeBounty} {
		b := escrow.Bid{ChainID: call.ChainID, Escrow: call.Escrow, CallID: call.ID(), AgentID: sy[i].id, Price: escrow.NewBigString(price),
			Token: call.Token, Deadline: call.Deadline, PromisedSecs: 1, Expiry: call.BidsUntil + 60_000}
		if err := b.Sign(sy[i].key, time.Now()); err != nil {
			return "", err
		}
		p, err := peer.Decode(call.Peer)
		if err != nil {
			return "", err
		}
		code, err := sendBid(ctx, h, p, b)
		if err != nil {
			return "", fmt.Errorf("bid at %s wei: %w", price, err)
		}
		codes = append(codes, fmt.Sprintf("%s wei: %q", price, code))
	}
	res := <-hired
	passed, err := r.hiresOf(ctx, first, sy[1].id)
	if err != nil {
		return "", err
	}
	s := fmt.Sprintf("staked agents' bids %s; the no-show's hires %v; the honest hire by bids claimed %s after its call",
		strings.Join(codes, ", "), passed, res.took.Round(time.Millisecond))
	if res.err != nil {
		return s, res.err
	}
	for _, st := range passed { // hired first, it never claimed: cancelled and passed over
		if st != escrow.StatusCancelled.String() {
			return s, fmt.Errorf("the no-show's hire is %s, want it cancelled", st)
		}
	}
	if want := fmt.Sprintf("1 wei: %q", marketnet.BidCodeTooSmall); codes[0] != want {
		return s, fmt.Errorf("the 1-wei bid was answered %s, want %s", codes[0], want)
	}
	if want := fmt.Sprintf("%s wei: %q", escrow.MinNativeBounty, ""); codes[1] != want {
		return s, fmt.Errorf("the no-show's bid was answered %s, want it taken (%s)", codes[1], want)
	}
	return s, nil
}

// awaitCall reads sub until a call for bids that want accepts.
func awaitCall(ctx context.Context, sub *pubsub.Subscription, want func(escrow.CallForBids) bool) (escrow.CallForBids, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		m, err := sub.Next(ctx)
		if err != nil {
			return escrow.CallForBids{}, fmt.Errorf("no call for bids heard: %w", err)
		}
		var c escrow.CallForBids
		if json.Unmarshal(m.Data, &c) == nil && want(c) {
			return c, nil
		}
	}
}

// sendBid sends b to p over the bid protocol and returns the answer's code ("" when taken).
func sendBid(ctx context.Context, h host.Host, p peer.ID, b escrow.Bid) (string, error) {
	st, err := h.NewStream(ctx, p, marketnet.BidProtocol)
	if err != nil {
		return "", err
	}
	defer func() { _ = st.Reset() }()
	_ = st.SetDeadline(time.Now().Add(10 * time.Second))
	raw, _ := json.Marshal(b)
	if _, err := st.Write(append(raw, '\n')); err != nil {
		return "", err
	}
	_ = st.CloseWrite()
	line, err := bufio.NewReader(&limitedStream{st, 64 << 10}).ReadBytes('\n')
	if err != nil {
		return "", err
	}
	var resp struct{ Code string }
	err = json.Unmarshal(line, &resp)
	return resp.Code, err
}

// hiresOf lists the statuses of the bounties posted after the first from for agent.
func (r *attackRig) hiresOf(ctx context.Context, from, agent uint64) ([]string, error) {
	n, err := r.worker.Escrow().Count(ctx)
	if err != nil {
		return nil, err
	}
	var out []string
	for id := from + 1; id <= n; id++ {
		b, err := r.worker.Escrow().Bounty(ctx, id)
		if err != nil {
			return nil, err
		}
		if b.AgentID == agent {
			out = append(out, b.Status.String())
		}
	}
	return out, nil
}
