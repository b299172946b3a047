package erc8004

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry/regfile"
)

// Sentinel errors.
var (
	// ErrBadConfig: a Config that contradicts itself.
	ErrBadConfig = errors.New("erc8004: bad config")
	// ErrURITooBig: the agent URI is longer than Config.MaxURIBytes.
	ErrURITooBig = errors.New("erc8004: agent URI too big")
	// ErrNoCanonical: the chain has no canonical Identity Registry in the config.
	ErrNoCanonical = errors.New("erc8004: no canonical identity registry configured")
	// ErrMint: the canonical registry refused (or lost) the mint; our registration stands.
	ErrMint = errors.New("erc8004: canonical mint failed")
	// ErrLink: the canonical token exists but our registry does not name it yet.
	ErrLink = errors.New("erc8004: canonical token not linked")
	// ErrForeignLink: our agent's link names a token its owner does not own.
	ErrForeignLink = errors.New("erc8004: linked canonical token has another owner")
	// ErrBadDomain: the registry's EIP-712 domain is not its own on this chain.
	ErrBadDomain = errors.New("erc8004: registry EIP-712 domain is not its own")
	// ErrNotMinted: the canonical registry reported a mint the sender does not own with the URI.
	ErrNotMinted = errors.New("erc8004: canonical registry reported a token the sender does not hold")
)

// LinkKey is the AgentRegistry metadata key that names the agent's canonical token: 28 bytes,
// the canonical identity registry's address then the token id as a big-endian uint64. The
// agent's owner writes it (setMetadata), so it is a claim that readers check: the canonical
// token must have the same owner.
const LinkKey = "canonicalAgent"

// DefaultMaxURIBytes bounds the URI minted on the canonical registry: storing it costs about
// 22k gas per 32 bytes (8 KiB: about 5.7M gas), and a registration file carried as a data URI
// of a few services fits well under it.
const DefaultMaxURIBytes = 8 << 10

// DefaultLookbackBlocks is how far back Register looks for a canonical mint of the same URI by
// the same account that was never linked (a crash or a lost receipt between mint and link),
// before minting again: a day of 12-second blocks.
const DefaultLookbackBlocks = 7200

// Config is where a chain's canonical ERC-8004 registries are.
type Config struct {
	// Identity is the canonical IdentityRegistry; zero: none on this chain (nothing is minted).
	Identity common.Address `json:"identity,omitzero"`
	// Reputation is the canonical ReputationRegistry; zero: no feedback is written there.
	Reputation common.Address `json:"reputation,omitzero"`
	// MaxURIBytes bounds the URI minted there (DefaultMaxURIBytes when 0).
	MaxURIBytes int `json:"maxUriBytes,omitempty"`
	// LookbackBlocks bounds the search for an unlinked earlier mint (DefaultLookbackBlocks when 0).
	LookbackBlocks uint64 `json:"lookbackBlocks,omitempty"`
}

// Enabled reports whether agents can be minted on the chain's canonical registry.
func (c Config) Enabled() bool { return c.Identity != (common.Address{}) }

// Validate refuses a reputation registry without its identity registry and negative bounds.
func (c Config) Validate() error {
	if c.Reputation != (common.Address{}) && !c.Enabled() {
		return fmt.Errorf("%w: a reputation registry needs its identity registry", ErrBadConfig)
	}
	if c.MaxURIBytes < 0 {
		return fmt.Errorf("%w: maxUriBytes %d", ErrBadConfig, c.MaxURIBytes)
	}
	return nil
}

func (c Config) maxURI() int {
	if c.MaxURIBytes == 0 {
		return DefaultMaxURIBytes
	}
	return c.MaxURIBytes
}

func (c Config) lookback() uint64 {
	if c.LookbackBlocks == 0 {
		return DefaultLookbackBlocks
	}
	return c.LookbackBlocks
}

// The canonical deployments (erc-8004-contracts README): one address pair on every mainnet,
// another on every testnet.
var (
	mainnet = Config{Identity: common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432"),
		Reputation: common.HexToAddress("0x8004BAa17C55a88189AE136b182e5fdA19dE9b63")}
	testnet = Config{Identity: common.HexToAddress("0x8004A818BFB912233c491871b3d84c89A494BD9e"),
		Reputation: common.HexToAddress("0x8004B663056A597Dffe9eCcC1965A193B7388713")}
	known = map[uint64]Config{
		1: mainnet, 8453: mainnet, 42161: mainnet, 10: mainnet, 137: mainnet, // Ethereum, Base, Arbitrum, Optimism, Polygon
		11155111: testnet, 84532: testnet, 421614: testnet, 11155420: testnet, 80002: testnet, // their testnets
	}
)

// Known is the canonical registries of chainID, if the chain has them (dev chains do not: a
// node there deploys the stand-in or names its own in the config).
func Known(chainID uint64) (Config, bool) {
	c, ok := known[chainID]
	return c, ok
}

// Registration is the canonical registration a link names (LinkKey's value, as our registry
// holds it for an agent), as a registration file lists it: "eip155:<chainId>:<identity>" and
// the token id. ok is false when the link is empty, malformed or names another registry than
// c's. The link is its owner's claim: list it only for an agent whose owner is the reader.
func (c Config) Registration(chainID uint64, link []byte) (regfile.Registration, bool) {
	reg, id, ok, err := DecodeLink(link)
	if err != nil || !ok || !c.Enabled() || reg != c.Identity {
		return regfile.Registration{}, false
	}
	return regfile.Registration{AgentID: id, AgentRegistry: regfile.AgentRegistry(chainID, reg)}, true
}
