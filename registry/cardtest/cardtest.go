// Package cardtest makes signed agent cards for tests of registry and its sub-packages.
package cardtest

import (
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
)

// ChainID is the chain id test cards are signed for (the dev chain's).
const ChainID = 1337

// Spec describes a test card.
type Spec struct {
	Key         *identity.Key // nil: a new key
	PeerID      peer.ID       // empty: a new peer id
	Name        string
	Description string
	Tags        []string
	Stake       string
	Now         time.Time     // zero: time.Now()
	TTL         time.Duration // zero: one hour
}

// New returns a card built from s, signed by s.Key, and the key.
func New(s Spec) (*registry.Card, *identity.Key, error) {
	var err error
	if s.Key == nil {
		if s.Key, err = identity.GenerateKey(); err != nil {
			return nil, nil, err
		}
	}
	if s.PeerID == "" {
		if s.PeerID, err = RandomPeerID(); err != nil {
			return nil, nil, err
		}
	}
	if s.Now.IsZero() {
		s.Now = time.Now()
	}
	if s.TTL == 0 {
		s.TTL = time.Hour
	}
	if s.Name == "" {
		s.Name = "test agent"
	}
	if len(s.Tags) == 0 {
		s.Tags = []string{"test"}
	}
	c := &registry.Card{
		Name:        s.Name,
		Description: s.Description,
		Version:     "1.0.0",
		Skills: []registry.Skill{{
			ID: "main", Name: s.Name + " skill", Description: s.Description, Tags: s.Tags,
			Examples: []string{fmt.Sprintf("ask %s something", s.Name)},
		}},
		DefaultInputModes:  []string{"text/plain"},
		DefaultOutputModes: []string{"application/json"},
		Interfaces:         []registry.Interface{{URL: "agentsite://" + s.PeerID.String(), Transport: "agentsite/call/1"}},
		DID:                s.Key.DID(ChainID),
		AgentID:            "7",
		Stake:              s.Stake,
		Price:              &registry.Price{Amount: "1000", Token: "ETH"},
		Node:               registry.NodeInfo{PeerID: s.PeerID.String(), Addrs: []string{"/ip4/127.0.0.1/tcp/4001"}},
	}
	if err := c.Sign(s.Key, s.Now, s.TTL); err != nil {
		return nil, nil, err
	}
	return c, s.Key, nil
}

// RandomPeerID returns the peer id of a fresh Ed25519 key.
func RandomPeerID() (peer.ID, error) {
	_, pub, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		return "", err
	}
	return peer.IDFromPublicKey(pub)
}
