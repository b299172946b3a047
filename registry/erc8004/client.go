package erc8004

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// Client acts on a chain's canonical ERC-8004 registries for the sender's account. The
// bindings are those of the stand-in contracts, whose ABI is the standard's.
type Client struct {
	s   *chain.Sender
	cfg Config
	id  *bindings.ERC8004IdentityRegistry
	rep *bindings.ERC8004ReputationRegistry
	log *slog.Logger
}

// New returns a client of the registries in cfg; log may be nil.
func New(s *chain.Sender, cfg Config, log *slog.Logger) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Client{s: s, cfg: cfg, id: bindings.NewERC8004IdentityRegistry(), rep: bindings.NewERC8004ReputationRegistry(), log: log}, nil
}

// Config is the client's configuration.
func (c *Client) Config() Config { return c.cfg }

// Mint registers a new agent owned by the sender on the canonical registry with uri
// (register(agentURI)) and returns its canonical id.
func (c *Client) Mint(ctx context.Context, uri string) (uint64, error) {
	if !c.cfg.Enabled() {
		return 0, ErrNoCanonical
	}
	if len(uri) > c.cfg.maxURI() {
		return 0, fmt.Errorf("%w: %d bytes, at most %d", ErrURITooBig, len(uri), c.cfg.maxURI())
	}
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.cfg.Identity, Data: c.id.PackRegister1(uri)})
	if err != nil {
		return 0, fmt.Errorf("%w: %s: %w", ErrMint, c.cfg.Identity.Hex(), err)
	}
	return c.mintedID(rcpt)
}

// mintedID is the id of the sender's token in a mint's receipt: the Registered event of the
// configured registry naming the sender as owner (review finding 3: the first Registered event
// was taken whoever it named, its id cut to 64 bits).
func (c *Client) mintedID(rcpt *types.Receipt) (uint64, error) {
	for _, l := range rcpt.Logs {
		if l.Address != c.cfg.Identity {
			continue
		}
		if ev, err := c.id.UnpackRegisteredEvent(l); err == nil && ev.Owner == c.s.Address() && ev.AgentId.IsUint64() {
			return ev.AgentId.Uint64(), nil
		}
	}
	return 0, fmt.Errorf("%w: no Registered event for %s in tx %s", ErrMint, c.s.Address().Hex(), rcpt.TxHash.Hex())
}

// held checks that canonical token id is the sender's and carries uri, as a mint left it: a
// registry's events are its own word, and the link is written only to a token it reads back.
func (c *Client) held(ctx context.Context, id uint64, uri string) error {
	t, err := c.Token(ctx, id)
	if err != nil {
		return fmt.Errorf("%w: canonical agent %d: %w", ErrNotMinted, id, err)
	}
	if t.Owner != c.s.Address() || t.URI != uri {
		return fmt.Errorf("%w: canonical agent %d is owned by %s with URI of %d bytes", ErrNotMinted, id, t.Owner.Hex(), len(t.URI))
	}
	return nil
}

// Token is a canonical agent as the identity registry reads it.
type Token struct {
	ID     uint64
	Owner  common.Address
	URI    string
	Wallet common.Address
}

// Token reads canonical agent id.
func (c *Client) Token(ctx context.Context, id uint64) (Token, error) {
	if !c.cfg.Enabled() {
		return Token{}, ErrNoCanonical
	}
	t := Token{ID: id}
	n := new(big.Int).SetUint64(id)
	var err error
	if t.Owner, err = c.read(ctx, c.id.PackOwnerOf(n), c.id.UnpackOwnerOf); err != nil {
		return Token{}, err
	}
	if t.URI, err = chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.cfg.Identity, c.id.PackTokenURI(n), c.id.UnpackTokenURI); err != nil {
		return Token{}, fmt.Errorf("erc8004: read token uri: %w", err)
	}
	if t.Wallet, err = c.read(ctx, c.id.PackGetAgentWallet(n), c.id.UnpackGetAgentWallet); err != nil {
		return Token{}, err
	}
	return t, nil
}

// FindMint looks in the last LookbackBlocks blocks for a canonical token the sender
// registered with uri and still owns (a mint whose link was never written); ok is false when
// there is none.
func (c *Client) FindMint(ctx context.Context, uri string) (id uint64, ok bool, err error) {
	if !c.cfg.Enabled() {
		return 0, false, ErrNoCanonical
	}
	head, err := c.s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, false, fmt.Errorf("erc8004: chain head: %w", err)
	}
	from := uint64(0)
	if h := head.Number.Uint64(); h > c.cfg.lookback() {
		from = h - c.cfg.lookback()
	}
	event := c.id.GetABI().Events["Registered"].ID
	owner := common.BytesToHash(common.LeftPadBytes(c.s.Address().Bytes(), 32))
	logs, err := c.s.Backend().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: head.Number,
		Addresses: []common.Address{c.cfg.Identity}, Topics: [][]common.Hash{{event}, nil, {owner}}})
	if err != nil {
		return 0, false, fmt.Errorf("erc8004: earlier mints: %w", err)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		ev, err := c.id.UnpackRegisteredEvent(&logs[i])
		if err != nil || !ev.AgentId.IsUint64() {
			continue
		}
		t, err := c.Token(ctx, ev.AgentId.Uint64())
		if err == nil && t.Owner == c.s.Address() && t.URI == uri {
			return t.ID, true, nil
		}
	}
	return 0, false, nil
}

// GiveFeedback leaves the sender's feedback for canonical agent id: the 0..100 score as the
// standard's value with 0 decimals under tag1 "starred" (the standard's rating tag), tag2 and
// feedbackURI as given.
func (c *Client) GiveFeedback(ctx context.Context, id uint64, score uint8, tag2, feedbackURI string) (*types.Receipt, error) {
	if c.cfg.Reputation == (common.Address{}) {
		return nil, fmt.Errorf("erc8004: no canonical reputation registry configured")
	}
	if score > 100 {
		return nil, fmt.Errorf("erc8004: score %d above 100", score)
	}
	data := c.rep.PackGiveFeedback(new(big.Int).SetUint64(id), big.NewInt(int64(score)), 0, "starred", tag2, "", feedbackURI, [32]byte{})
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.cfg.Reputation, Data: data})
	if err != nil {
		return nil, fmt.Errorf("erc8004: feedback for canonical agent %d: %w", id, err)
	}
	return rcpt, nil
}

func (c *Client) read(ctx context.Context, data []byte, unpack func([]byte) (common.Address, error)) (common.Address, error) {
	v, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.cfg.Identity, data, unpack)
	if err != nil {
		return common.Address{}, fmt.Errorf("erc8004: read identity registry: %w", err)
	}
	return v, nil
}

// EncodeLink is LinkKey's value for canonical token id of registry.
func EncodeLink(registry common.Address, id uint64) []byte {
	return binary.BigEndian.AppendUint64(registry.Bytes(), id)
}

// DecodeLink reads LinkKey's value; ok is false for an empty value.
func DecodeLink(v []byte) (registry common.Address, id uint64, ok bool, err error) {
	if len(v) == 0 {
		return common.Address{}, 0, false, nil
	}
	if len(v) != common.AddressLength+8 {
		return common.Address{}, 0, false, errors.New("erc8004: link is not 28 bytes")
	}
	return common.BytesToAddress(v[:common.AddressLength]), binary.BigEndian.Uint64(v[common.AddressLength:]), true, nil
}
