package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/bounty"
)

// Sentinel errors.
var (
	// ErrBadParams: the request is invalid before it reaches the chain.
	ErrBadParams = bounty.ErrBadParams
	// ErrNoBounty: the bounty id does not exist.
	ErrNoBounty = errors.New("escrow: no such bounty")
)

// Client acts on the BountyEscrow for the sender's account.
type Client struct {
	s         ChainSender
	addr      common.Address
	c         *bindings.BountyEscrow
	posted    common.Hash // BountyPosted event id
	submitted common.Hash // BountySubmitted event id
	claimed   common.Hash // BountyClaimed event id
	// FromBlock is where log searches start (the deployment block).
	FromBlock uint64
	hashes    sync.Map // bounty id → [2]common.Hash{spec, result}, immutable once seen
	claimers  sync.Map // bounty id → common.Address, immutable once claimed
	// stakeToken is the escrow's stake token once read (immutable in the contract).
	stakeToken atomic.Pointer[common.Address]
	// maxReview is the escrow's maximum review window once read (bounds.go).
	maxReview atomic.Pointer[time.Duration]
}

// New returns a client of the escrow at addr, acting for s (the node's *chain.Sender).
func New(s ChainSender, addr common.Address) *Client {
	c := bindings.NewBountyEscrow()
	return &Client{s: s, addr: addr, c: c, posted: c.GetABI().Events["BountyPosted"].ID, submitted: c.GetABI().Events["BountySubmitted"].ID,
		claimed: c.GetABI().Events["BountyClaimed"].ID}
}

// Address is the escrow contract's address.
func (c *Client) Address() common.Address { return c.addr }

// Sender is the account the client acts for.
func (c *Client) Sender() ChainSender { return c.s }

// Post funds and posts a bounty and returns its id. For an ERC-20 it first approves the escrow
// for the amount when the allowance is short.
func (c *Client) Post(ctx context.Context, p PostParams) (uint64, *types.Receipt, error) {
	if err := p.Validate(time.Now()); err != nil {
		return 0, nil, err
	}
	if err := c.checkBounds(ctx, p); err != nil {
		return 0, nil, err
	}
	value := new(big.Int)
	if p.Token == NativeToken {
		value = p.Amount
	} else if err := c.s.EnsureAllowance(ctx, p.Token, c.addr, p.Amount); err != nil {
		return 0, nil, fmt.Errorf("escrow: post: %w", err)
	}
	rcpt, err := c.send(ctx, "post", c.c.PackPost(p.binding()), value)
	if err != nil {
		return 0, rcpt, err
	}
	for _, l := range rcpt.Logs {
		if l.Address == c.addr && len(l.Topics) > 1 && l.Topics[0] == c.posted {
			return new(big.Int).SetBytes(l.Topics[1][:]).Uint64(), rcpt, nil
		}
	}
	return 0, rcpt, fmt.Errorf("escrow: post: no BountyPosted event in tx %s", rcpt.TxHash.Hex())
}

// Claim takes an open bounty for agentID (the sender must operate the agent).
func (c *Client) Claim(ctx context.Context, id, agentID uint64) (*types.Receipt, error) {
	return c.ClaimTracked(ctx, id, agentID, nil)
}

// ClaimTracked is Claim that tells sent (if not nil) the hash of each version of the claim
// transaction the chain node took, before the receipt is awaited.
func (c *Client) ClaimTracked(ctx context.Context, id, agentID uint64, sent func(tx common.Hash)) (*types.Receipt, error) {
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.c.PackClaim(u(id), u(agentID)), Sent: sent})
	if err != nil {
		return rcpt, fmt.Errorf("escrow: claim: %w", err)
	}
	return rcpt, nil
}

// Submit records the hash of the result for a claimed bounty.
func (c *Client) Submit(ctx context.Context, id uint64, resultHash common.Hash) (*types.Receipt, error) {
	return c.send(ctx, "submit", c.c.PackSubmit(u(id), resultHash), nil)
}

// Accept pays the agent (requester only).
func (c *Client) Accept(ctx context.Context, id uint64) (*types.Receipt, error) {
	return c.send(ctx, "accept", c.c.PackAccept(u(id)), nil)
}

// Reject refuses the result within the review window (requester only).
func (c *Client) Reject(ctx context.Context, id uint64, reasonHash common.Hash) (*types.Receipt, error) {
	return c.send(ctx, "reject", c.c.PackReject(u(id), reasonHash), nil)
}

// Dispute contests a rejection (the agent's operator).
func (c *Client) Dispute(ctx context.Context, id uint64, reasonHash common.Hash) (*types.Receipt, error) {
	return c.send(ctx, "dispute", c.c.PackDispute(u(id), reasonHash), nil)
}

// Resolve rules on a dispute (arbiter only): agentBps of the amount to the agent, and
// slashAmount of its stake to the requester.
func (c *Client) Resolve(ctx context.Context, id uint64, agentBps uint16, slashAmount *big.Int) (*types.Receipt, error) {
	if agentBps > 10000 {
		return nil, fmt.Errorf("%w: agent share %d bps above 10000", ErrBadParams, agentBps)
	}
	if slashAmount == nil {
		slashAmount = new(big.Int)
	}
	return c.send(ctx, "resolve", c.c.PackResolve(u(id), agentBps, slashAmount), nil)
}

// Cancel refunds an unclaimed bounty (requester only).
func (c *Client) Cancel(ctx context.Context, id uint64) (*types.Receipt, error) {
	return c.send(ctx, "cancel", c.c.PackCancel(u(id)), nil)
}

// Expire refunds a bounty whose deadline passed without a submission (anyone).
func (c *Client) Expire(ctx context.Context, id uint64) (*types.Receipt, error) {
	return c.send(ctx, "expire", c.c.PackExpire(u(id)), nil)
}

// Finalize takes whatever timeout exit the bounty's state has (anyone): refund after the
// deadline, auto-accept after the review window, default split after the dispute timeout.
func (c *Client) Finalize(ctx context.Context, id uint64) (*types.Receipt, error) {
	return c.send(ctx, "finalize", c.c.PackFinalize(u(id)), nil)
}

// Withdraw pulls payments that could not be pushed to the sender.
func (c *Client) Withdraw(ctx context.Context, token, to common.Address) (*types.Receipt, error) {
	return c.send(ctx, "withdraw", c.c.PackWithdraw(token, to), nil)
}

// Bounty reads one bounty.
func (c *Client) Bounty(ctx context.Context, id uint64) (Bounty, error) {
	b, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackGetBounty(u(id)), c.c.UnpackGetBounty)
	if err != nil {
		return Bounty{}, fmt.Errorf("escrow: read bounty %d: %w", id, err)
	}
	if Status(b.Status) == StatusNone {
		return Bounty{}, fmt.Errorf("%w: %d", ErrNoBounty, id)
	}
	out := fromBinding(id, b)
	needResult := out.Status >= StatusSubmitted && out.Status != StatusCancelled && out.Status != StatusExpired
	if out.SpecHash, out.ResultHash, err = c.eventHashes(ctx, id, needResult); err != nil {
		return Bounty{}, err
	}
	return out, nil
}

// PendingClaimed reports whether bounty id has left Open in the chain's pending state: a claim
// (or another change) in the connected node's pool, or mined. Workers waiting their turn read
// it to tell an intent followed by a claim from one that is not (node/marketnet).
func (c *Client) PendingClaimed(ctx context.Context, id uint64) (bool, error) {
	out, err := c.s.Backend().CallContract(ctx, ethereum.CallMsg{To: &c.addr, Data: c.c.PackGetBounty(u(id))}, big.NewInt(int64(rpc.PendingBlockNumber)))
	if err != nil {
		return false, fmt.Errorf("escrow: read pending bounty %d: %w", id, err)
	}
	b, err := c.c.UnpackGetBounty(out)
	if err != nil {
		return false, fmt.Errorf("escrow: decode pending bounty %d: %w", id, err)
	}
	s := Status(b.Status)
	return s != StatusNone && s != StatusOpen, nil
}

// eventHashes finds a bounty's spec hash and, once submitted, its result hash in the escrow's
// logs (the contract keeps them in events only, to save storage gas). Both never change, so
// they are cached.
func (c *Client) eventHashes(ctx context.Context, id uint64, needResult bool) (spec, result common.Hash, err error) {
	if v, ok := c.hashes.Load(id); ok {
		h := v.([2]common.Hash)
		if !needResult || h[1] != (common.Hash{}) {
			return h[0], h[1], nil
		}
	}
	var topic common.Hash
	new(big.Int).SetUint64(id).FillBytes(topic[:])
	logs, err := c.s.Backend().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.FromBlock), Addresses: []common.Address{c.addr},
		Topics: [][]common.Hash{{c.posted, c.submitted}, {topic}},
	})
	if err != nil {
		return spec, result, fmt.Errorf("escrow: read logs of bounty %d: %w", id, err)
	}
	for _, l := range logs {
		if l.Removed {
			continue
		}
		switch l.Topics[0] {
		case c.posted:
			if ev, err := c.c.UnpackBountyPostedEvent(&l); err == nil {
				spec = ev.SpecHash
			}
		case c.submitted:
			if ev, err := c.c.UnpackBountySubmittedEvent(&l); err == nil {
				result = ev.ResultHash
			}
		}
	}
	if spec != (common.Hash{}) {
		c.hashes.Store(id, [2]common.Hash{spec, result})
	}
	return spec, result, nil
}

// Count is the number of bounties ever posted (ids are 1..Count).
func (c *Client) Count(ctx context.Context) (uint64, error) {
	n, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackBountyCount(), c.c.UnpackBountyCount)
	if err != nil {
		return 0, fmt.Errorf("escrow: bounty count: %w", err)
	}
	return n.Uint64(), nil
}

// Owed is what the escrow holds for account in token after a failed push.
func (c *Client) Owed(ctx context.Context, token, account common.Address) (*big.Int, error) {
	return chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackOwed(token, account), c.c.UnpackOwed)
}

// FeeBps is the protocol fee.
func (c *Client) FeeBps(ctx context.Context) (uint16, error) {
	return chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackFeeBps(), c.c.UnpackFeeBps)
}

func (c *Client) send(ctx context.Context, op string, data []byte, value *big.Int) (*types.Receipt, error) {
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: data, Value: value})
	if err != nil {
		return rcpt, fmt.Errorf("escrow: %s: %w", op, err)
	}
	return rcpt, nil
}

func u(v uint64) *big.Int { return new(big.Int).SetUint64(v) }
