package discovery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// Limits of the /agentsite/card/1 protocol. A request is one JSON object {"skill": "<tag>"}
// (empty skill: all hosted cards) of at most maxCardRequest bytes, closed for writing; the
// response is {"cards": [<wire card>, ...]} with at most MaxCardsPerResponse cards. A request
// that also names a node, {"skill": "<tag>", "node": "<peer id>"}, asks for the cards with that
// tag this peer's index holds for that node (it relays them: they are signed, the asker
// verifies them); a node that predates the field answers with its own cards, which the asker
// drops as naming another node.
const (
	maxCardRequest      = 1 << 10
	MaxCardsPerResponse = 64
	maxCardResponse     = MaxCardsPerResponse*registry.MaxCardSize + 1<<10
)

type cardRequest struct {
	Skill string `json:"skill,omitempty"`
	Node  string `json:"node,omitempty"`
}

type cardResponse struct {
	Cards []json.RawMessage `json:"cards"`
}

func (d *Discovery) handleCardStream(s network.Stream) {
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(d.cfg.StreamTimeout))
	var req cardRequest
	if err := json.NewDecoder(io.LimitReader(s, maxCardRequest)).Decode(&req); err != nil {
		d.log.Debug("card request malformed", "peer", s.Conn().RemotePeer(), "err", err)
		_ = s.Reset()
		return
	}
	cards := d.hostedCards(req.Skill)
	if req.Node != "" {
		var err error
		if cards, err = d.indexedCards(req.Skill, req.Node); err != nil {
			d.log.Debug("card request refused", "peer", s.Conn().RemotePeer(), "err", err)
			_ = s.Reset()
			return
		}
	}
	var resp cardResponse
	for _, c := range cards {
		wire, err := registry.EncodeCard(c)
		if err != nil {
			continue
		}
		resp.Cards = append(resp.Cards, wire)
		if len(resp.Cards) == MaxCardsPerResponse {
			break
		}
	}
	if err := json.NewEncoder(s).Encode(resp); err != nil {
		_ = s.Reset()
	}
}

// indexedCards are the cards with the skill tag that the index holds for node (a peer id), at
// most MaxCardsPerResponse; the tag is required.
func (d *Discovery) indexedCards(skill, node string) ([]*registry.Card, error) {
	skill = registry.NormalizeTag(skill)
	if skill == "" {
		return nil, errors.New("discovery: indexed cards: no skill")
	}
	if _, err := peer.Decode(node); err != nil {
		return nil, fmt.Errorf("discovery: indexed cards: node: %w", err)
	}
	hits, err := d.idx.Search(index.Query{Skill: skill, Limit: MaxCardsPerResponse,
		Keep: func(c *registry.Card) bool { return c.Node.PeerID == node }})
	if err != nil {
		return nil, fmt.Errorf("discovery: indexed cards: %w", err)
	}
	out := make([]*registry.Card, len(hits))
	for i, h := range hits {
		out[i] = h.Card
	}
	return out, nil
}

// FetchCards asks peer p for the cards it hosts with the given skill tag (all if empty) over
// /agentsite/card/1. Cards are decoded but not verified: the caller does that.
func (d *Discovery) FetchCards(ctx context.Context, p peer.ID, skill string) ([]*registry.Card, error) {
	return d.fetchCards(ctx, p, cardRequest{Skill: registry.NormalizeTag(skill)})
}

// fetchCards sends req to peer p over /agentsite/card/1 and decodes the cards of the answer.
func (d *Discovery) fetchCards(ctx context.Context, p peer.ID, req cardRequest) ([]*registry.Card, error) {
	ctx, cancel := context.WithTimeout(ctx, d.cfg.StreamTimeout)
	defer cancel()
	s, err := d.host.NewStream(ctx, p, CardProtocol)
	if err != nil {
		return nil, fmt.Errorf("discovery: fetch cards from %s: %w", p, err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	if err := json.NewEncoder(s).Encode(req); err != nil {
		_ = s.Reset()
		return nil, fmt.Errorf("discovery: fetch cards from %s: %w", p, err)
	}
	_ = s.CloseWrite()
	var resp cardResponse
	if err := json.NewDecoder(io.LimitReader(s, maxCardResponse)).Decode(&resp); err != nil {
		_ = s.Reset()
		return nil, fmt.Errorf("discovery: fetch cards from %s: %w", p, err)
	}
	if len(resp.Cards) > MaxCardsPerResponse {
		resp.Cards = resp.Cards[:MaxCardsPerResponse]
	}
	var out []*registry.Card
	for _, raw := range resp.Cards {
		c, err := registry.DecodeCard(raw)
		if err != nil {
			d.log.Debug("bad card from provider", "peer", p, "err", err)
			continue
		}
		out = append(out, c)
	}
	return out, nil
}
