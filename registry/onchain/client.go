package onchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// Sentinel errors.
var (
	// ErrBadAmount: a stake amount is zero, negative or below the registry minimum.
	ErrBadAmount = errors.New("registry: bad stake amount")
	// ErrNoAgent: the agent id is not registered.
	ErrNoAgent = errors.New("registry: no such agent")
)

// Agent is an agent as the registry sees it.
type Agent struct {
	ID     uint64         `json:"agentId"`
	Owner  common.Address `json:"owner"`
	Wallet common.Address `json:"wallet"`
	URI    string         `json:"uri"`
	Stake  *big.Int       `json:"stake"`
	// Reserved is the part of Stake that open claims lock (each until its bounty settles);
	// Free = Stake - Reserved backs new claims and is all that can be unstaked.
	Reserved  *big.Int  `json:"reserved"`
	Free      *big.Int  `json:"free"`
	Unbonding *big.Int  `json:"unbonding"`
	ReadyAt   time.Time `json:"unbondingReadyAt"`
	Active    bool      `json:"active"`
}

// Client acts on the AgentRegistry for the sender's account.
type Client struct {
	s          *chain.Sender
	addr       common.Address
	c          *bindings.AgentRegistry
	erc20      *bindings.StakeToken
	registered common.Hash
}

// New returns a client of the registry at addr.
func New(s *chain.Sender, addr common.Address) *Client {
	c := bindings.NewAgentRegistry()
	return &Client{s: s, addr: addr, c: c, erc20: bindings.NewStakeToken(), registered: c.GetABI().Events["Registered"].ID}
}

// Address is the registry contract's address.
func (c *Client) Address() common.Address { return c.addr }

// TotalAgents is the number of agents ever registered: the next registration gets id
// TotalAgents()+1.
func (c *Client) TotalAgents(ctx context.Context) (uint64, error) {
	n, err := read(ctx, c, "total agents", c.c.PackTotalAgents(), c.c.UnpackTotalAgents)
	if err != nil {
		return 0, err
	}
	if !n.IsUint64() {
		return 0, fmt.Errorf("registry: total agents %s is past 64 bits", n)
	}
	return n.Uint64(), nil
}

// SetAgentURI replaces the URI of agent id, owned by the sender.
func (c *Client) SetAgentURI(ctx context.Context, id uint64, uri string) error {
	_, err := c.send(ctx, "set agent URI", c.c.PackSetAgentURI(new(big.Int).SetUint64(id), uri))
	return err
}

// StakeToken is the ERC-20 the registry takes as stake.
func (c *Client) StakeToken(ctx context.Context) (common.Address, error) {
	return read(ctx, c, "stake token", c.c.PackStakeToken(), c.c.UnpackStakeToken)
}

// MinStake is the stake an agent needs to register and stay active.
func (c *Client) MinStake(ctx context.Context) (*big.Int, error) {
	return read(ctx, c, "min stake", c.c.PackMinStake(), c.c.UnpackMinStake)
}

// Register registers an agent owned by the sender, staking amount, and returns the new agent
// id. When the stake token is ERC-1363 (the dev StakeToken) it is one transaction: the token's
// transferAndCall pays the registry, whose hook registers the agent. Otherwise the registry is
// approved to pull the stake first (unless the allowance covers it), then register is sent.
func (c *Client) Register(ctx context.Context, uri string, metadata map[string][]byte, amount *big.Int) (uint64, error) {
	min, err := c.MinStake(ctx)
	if err != nil {
		return 0, err
	}
	if amount == nil || amount.Cmp(min) < 0 {
		return 0, fmt.Errorf("%w: %v below the registry minimum %s", ErrBadAmount, amount, min)
	}
	entries := make([]bindings.IAgentRegistryMetadataEntry, 0, len(metadata))
	for k, v := range metadata {
		entries = append(entries, bindings.IAgentRegistryMetadataEntry{MetadataKey: k, MetadataValue: v})
	}
	token, err := c.StakeToken(ctx)
	if err != nil {
		return 0, err
	}
	oneTx, err := c.isERC1363(ctx, token)
	if err != nil {
		return 0, err
	}
	var rcpt *types.Receipt
	if oneTx {
		data, err := registrationData(c.c, uri, entries)
		if err != nil {
			return 0, fmt.Errorf("registry: encode registration: %w", err)
		}
		if rcpt, err = c.s.Send(ctx, chain.Tx{To: &token, Data: c.erc20.PackTransferAndCall0(c.addr, amount, data)}); err != nil {
			return 0, fmt.Errorf("registry: register (stake token transferAndCall): %w", err)
		}
	} else {
		if err := c.approve(ctx, amount); err != nil {
			return 0, err
		}
		// PackRegister1 is register(string,(string,bytes)[],uint256): the overload with a stake
		// amount (the others are ERC-8004's, staking exactly the minimum).
		if rcpt, err = c.send(ctx, "register", c.c.PackRegister1(uri, entries, amount)); err != nil {
			return 0, err
		}
	}
	for _, l := range rcpt.Logs {
		if l.Address == c.addr && len(l.Topics) > 1 && l.Topics[0] == c.registered {
			return new(big.Int).SetBytes(l.Topics[1][:]).Uint64(), nil
		}
	}
	return 0, fmt.Errorf("registry: register: no Registered event in tx %s", rcpt.TxHash.Hex())
}

// registrationSig is the staked register overload, whose first two inputs are also the
// ERC-1363 hook's data: abi.encode(string agentURI, MetadataEntry[] metadata).
const registrationSig = "register(string,(string,bytes)[],uint256)"

// registrationData encodes (uri, entries) as the registry's ERC-1363 hook decodes them.
func registrationData(reg *bindings.AgentRegistry, uri string, entries []bindings.IAgentRegistryMetadataEntry) ([]byte, error) {
	for _, m := range reg.GetABI().Methods {
		if m.Sig == registrationSig {
			return m.Inputs[:2].Pack(uri, entries)
		}
	}
	return nil, fmt.Errorf("registry: the AgentRegistry ABI has no %s", registrationSig)
}

// IncreaseStake adds amount to the agent's stake.
func (c *Client) IncreaseStake(ctx context.Context, agentID uint64, amount *big.Int) error {
	if amount == nil || amount.Sign() <= 0 {
		return fmt.Errorf("%w: %v", ErrBadAmount, amount)
	}
	if err := c.approve(ctx, amount); err != nil {
		return err
	}
	_, err := c.send(ctx, "increase stake", c.c.PackIncreaseStake(u(agentID), amount))
	return err
}

// RequestUnstake starts unbonding amount of the agent's free stake (stake not reserved by open
// claims); it can be withdrawn with WithdrawStake after the unbonding period.
func (c *Client) RequestUnstake(ctx context.Context, agentID uint64, amount *big.Int) error {
	if amount == nil || amount.Sign() <= 0 {
		return fmt.Errorf("%w: %v", ErrBadAmount, amount)
	}
	_, err := c.send(ctx, "request unstake", c.c.PackRequestUnstake(u(agentID), amount))
	return err
}

// WithdrawStake returns unbonded stake to the owner once the unbonding period has passed.
func (c *Client) WithdrawStake(ctx context.Context, agentID uint64) error {
	_, err := c.send(ctx, "withdraw stake", c.c.PackWithdrawStake(u(agentID)))
	return err
}

// Agent reads an agent's owner, wallet, stake and unbonding.
func (c *Client) Agent(ctx context.Context, agentID uint64) (Agent, error) {
	id := u(agentID)
	owner, err := read(ctx, c, "owner", c.c.PackOwnerOf(id), c.c.UnpackOwnerOf)
	if err != nil {
		var re *chain.RevertError
		if errors.As(err, &re) {
			return Agent{}, fmt.Errorf("%w: %d", ErrNoAgent, agentID)
		}
		return Agent{}, err
	}
	a := Agent{ID: agentID, Owner: owner}
	if a.Wallet, err = read(ctx, c, "wallet", c.c.PackGetAgentWallet(id), c.c.UnpackGetAgentWallet); err != nil {
		return Agent{}, err
	}
	if a.URI, err = read(ctx, c, "uri", c.c.PackAgentURI(id), c.c.UnpackAgentURI); err != nil {
		return Agent{}, err
	}
	if a.Stake, err = read(ctx, c, "stake", c.c.PackStakeOf(id), c.c.UnpackStakeOf); err != nil {
		return Agent{}, err
	}
	if a.Reserved, err = c.ReservedOf(ctx, agentID); err != nil {
		return Agent{}, err
	}
	a.Free = new(big.Int).Sub(a.Stake, a.Reserved)
	ub, err := read(ctx, c, "unbonding", c.c.PackUnbondingOf(id), c.c.UnpackUnbondingOf)
	if err != nil {
		return Agent{}, err
	}
	a.Unbonding, a.ReadyAt = ub.Amount, time.Unix(int64(ub.ReadyAt), 0).UTC()
	if a.Active, err = read(ctx, c, "active", c.c.PackIsActive(id), c.c.UnpackIsActive); err != nil {
		return Agent{}, err
	}
	return a, nil
}

// ReservedOf is the stake the agent's open claims lock.
func (c *Client) ReservedOf(ctx context.Context, agentID uint64) (*big.Int, error) {
	return read(ctx, c, "reserved", c.c.PackReservedOf(u(agentID)), c.c.UnpackReservedOf)
}

// Mint asks a faucet stake token (dev chains) for amount; real tokens refuse.
func (c *Client) Mint(ctx context.Context, to common.Address, amount *big.Int) error {
	token, err := c.StakeToken(ctx)
	if err != nil {
		return err
	}
	if _, err := c.s.Send(ctx, chain.Tx{To: &token, Data: c.erc20.PackMint(to, amount)}); err != nil {
		return fmt.Errorf("registry: mint stake tokens (only the dev faucet token allows it): %w", err)
	}
	return nil
}

// StakeBalance is account's balance of the stake token.
func (c *Client) StakeBalance(ctx context.Context, account common.Address) (*big.Int, error) {
	token, err := c.StakeToken(ctx)
	if err != nil {
		return nil, err
	}
	return chain.TokenBalance(ctx, c.s.Backend(), token, account)
}

// erc1363Interface is the ERC-165 id of ERC-1363 (transferAndCall and friends).
var erc1363Interface = [4]byte{0xb0, 0x20, 0x2a, 0x11}

// isERC1363 reports whether token says (ERC-165) it implements ERC-1363. A token without
// ERC-165 reverts or answers something else than true: that is a no, not an error.
func (c *Client) isERC1363(ctx context.Context, token common.Address) (bool, error) {
	isTrue := func(out []byte) (bool, error) {
		return len(out) >= 32 && new(big.Int).SetBytes(out[:32]).Cmp(big.NewInt(1)) == 0, nil
	}
	ok, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), token, c.erc20.PackSupportsInterface(erc1363Interface), isTrue)
	var re *chain.RevertError
	if errors.As(err, &re) || (err != nil && strings.Contains(strings.ToLower(err.Error()), "revert")) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("registry: stake token interfaces: %w", err)
	}
	return ok, nil
}

func (c *Client) approve(ctx context.Context, amount *big.Int) error {
	token, err := c.StakeToken(ctx)
	if err != nil {
		return err
	}
	if err := c.s.EnsureAllowance(ctx, token, c.addr, amount); err != nil {
		return fmt.Errorf("registry: %w", err)
	}
	return nil
}

func (c *Client) send(ctx context.Context, op string, data []byte) (*types.Receipt, error) {
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: data})
	if err != nil {
		return rcpt, fmt.Errorf("registry: %s: %w", op, err)
	}
	return rcpt, nil
}

// read calls a view function of the registry.
func read[T any](ctx context.Context, c *Client, what string, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, data, unpack)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("registry: read %s: %w", what, err)
	}
	return v, nil
}

func u(v uint64) *big.Int { return new(big.Int).SetUint64(v) }
