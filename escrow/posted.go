package escrow

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ErrTxInFlight: no bounty was found, but the account has transactions not mined yet (one may
// be the post): ask again once they are.
var ErrTxInFlight = errors.New("escrow: transactions of this account are not mined yet")

// nonceReader is the account-nonce read an ethclient and the simulated backend offer beyond
// chain.Backend.
type nonceReader interface {
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
}

// maxNonceLen bounds PostRequest.Nonce (hex digits: 32 bytes); maxRoomLen its Room (a chat
// room name's limit).
const (
	maxNonceLen = 64
	maxRoomLen  = 64
)

// SpecFor returns the spec blob Post publishes for r and its hash, the bounty's specHash on
// chain. With r.Nonce set, the same r gives the same blob every time.
func (m *Market) SpecFor(r PostRequest) ([]byte, common.Hash, error) {
	nonce := r.Nonce
	if nonce == "" {
		b := make([]byte, 8)
		_, _ = rand.Read(b)
		nonce = hex.EncodeToString(b)
	} else if _, err := hex.DecodeString(nonce); err != nil || len(nonce) > maxNonceLen {
		return nil, common.Hash{}, fmt.Errorf("%w: nonce %q: want at most %d hex digits", ErrBadParams, nonce, maxNonceLen)
	}
	if len(r.Room) > maxRoomLen {
		return nil, common.Hash{}, fmt.Errorf("%w: room of %d bytes, limit %d", ErrBadParams, len(r.Room), maxRoomLen)
	}
	spec := Spec{Skill: r.Skill, Input: r.Input, Description: r.Description,
		RequesterKey: hex.EncodeToString(crypto.FromECDSAPub(m.key.PublicKey())), RequesterPeer: m.transport.Self(),
		Nonce: nonce, CallID: r.CallID, Room: r.Room}
	blob, err := spec.Encode()
	if err != nil {
		return nil, common.Hash{}, err
	}
	return blob, Hash(blob), nil
}

// Posted finds the bounty this node's account posted with the given spec hash and returns
// its id (0: none on chain). A bounty the node has no job for (it stopped between the post
// transaction and the job record) is recorded now, from the spec Post stored before sending,
// and announced again, so it is judged and paid like any other. The chain is read up to its
// head, not through an index that may lag; with none found while the account still has
// transactions in the mempool (the post may be one), it answers ErrTxInFlight.
func (m *Market) Posted(ctx context.Context, specHash common.Hash) (uint64, error) {
	for _, j := range m.Jobs() {
		if j.Role == RoleRequester && Hash(j.Spec) == specHash {
			return j.BountyID, nil
		}
	}
	b, found, err := m.esc.PostedBy(ctx, m.key.Address(), specHash)
	if err != nil {
		return 0, err
	}
	if !found {
		return 0, m.quiet(ctx)
	}
	if !m.lock(b.ID) {
		return 0, fmt.Errorf("escrow: adopt posted bounty %d: %w", b.ID, ErrBusy)
	}
	defer m.unlock(b.ID)
	if _, ok := m.Job(b.ID); ok {
		return b.ID, nil
	}
	blob, err := m.transport.FetchSpec(ctx, "", specHash)
	if err != nil {
		return 0, fmt.Errorf("escrow: spec of posted bounty %d: %w", b.ID, err)
	}
	spec, _, err := DecodeSpec(blob, specHash, m.key.Address())
	if err != nil {
		return 0, err
	}
	m.log.Warn("found a bounty of ours with no job record (stopped mid-post); recording it", "bounty", b.ID)
	if err := m.save(&Job{Role: RoleRequester, BountyID: b.ID, Stage: StagePosted, Spec: blob}); err != nil {
		return 0, err
	}
	if err := m.transport.PublishSpec(ctx, blob); err != nil {
		m.log.Warn("spec of a recovered bounty not published again", "bounty", b.ID, "err", err)
	}
	if m.announcer != nil && b.Status == StatusOpen {
		a := Announcement{ChainID: m.cfg.ChainID, Escrow: m.esc.Address(), BountyID: b.ID, Skill: spec.Skill, Reward: NewBigString(b.Amount),
			Token: b.Token, SpecHash: specHash, Deadline: b.Deadline, Peer: m.transport.Self()}
		if err := a.Sign(m.key, time.Now()); err == nil {
			if err := m.announcer.Announce(ctx, a); err != nil {
				m.log.Warn("recovered bounty not announced; workers watching the chain still see it", "bounty", b.ID, "err", err)
			}
		}
	}
	return b.ID, nil
}

// quiet answers ErrTxInFlight while the account's pending nonce is ahead of its mined one.
func (m *Market) quiet(ctx context.Context) error {
	b := m.esc.Sender().Backend()
	nr, ok := b.(nonceReader)
	if !ok {
		return nil
	}
	pending, err := b.PendingNonceAt(ctx, m.key.Address())
	if err != nil {
		return fmt.Errorf("escrow: read pending nonce: %w", err)
	}
	mined, err := nr.NonceAt(ctx, m.key.Address(), nil)
	if err != nil {
		return fmt.Errorf("escrow: read nonce: %w", err)
	}
	if pending > mined {
		return fmt.Errorf("%w: %d pending", ErrTxInFlight, pending-mined)
	}
	return nil
}

// PostedBounty is a BountyPosted event of the escrow.
type PostedBounty struct {
	ID       uint64
	Status   Status
	Amount   *big.Int
	Token    common.Address
	Deadline int64
}

// PostedBy finds the bounty requester posted with specHash among the escrow's BountyPosted
// events (filtered on chain by the indexed requester), with its status now.
func (c *Client) PostedBy(ctx context.Context, requester common.Address, specHash common.Hash) (PostedBounty, bool, error) {
	logs, err := c.s.Backend().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.FromBlock), Addresses: []common.Address{c.addr},
		Topics: [][]common.Hash{{c.posted}, nil, {common.BytesToHash(requester.Bytes())}},
	})
	if err != nil {
		return PostedBounty{}, false, fmt.Errorf("escrow: read posts of %s: %w", requester.Hex(), err)
	}
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		ev, err := c.c.UnpackBountyPostedEvent(&logs[i])
		if err != nil || ev.SpecHash != specHash {
			continue
		}
		id := ev.BountyId.Uint64()
		b, err := c.Bounty(ctx, id)
		if err != nil {
			return PostedBounty{}, false, err
		}
		return PostedBounty{ID: id, Status: b.Status, Amount: b.Amount, Token: b.Token, Deadline: int64(ev.Deadline)}, true, nil
	}
	return PostedBounty{}, false, nil
}
