package paychan

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// The protocol fee of PaymentChannels is due per channel and epoch on the cumulative claimed
// amount: after claims up to C the treasury is due FeeOn(C, feeBps), and a claim raising C0
// to C1 pays the payee (C1-C0) - (FeeOn(C1) - FeeOn(C0)). A claim writes no fee: the fee stays
// in the contract, held for the channel (FeeHeld), until CollectFees (anyone) or the channel's
// withdrawal credits it to the treasury's owed.

// FeeOn is the fee due on a channel whose cumulative claimed amount is claimed: feeBps of it,
// rounded up, as the contract computes it.
func FeeOn(claimed *big.Int, feeBps uint16) *big.Int {
	f := new(big.Int).Mul(claimed, big.NewInt(int64(feeBps)))
	f.Add(f, big.NewInt(9999))
	return f.Quo(f, big.NewInt(10_000))
}

// CollectFees credits the fees held for each channel of chs to the treasury's owed, in one
// collectFees transaction (anyone may send it; it fails when none of them holds a fee).
func (c *Client) CollectFees(ctx context.Context, chs []Channel) error {
	if len(chs) == 0 {
		return nil
	}
	list := make([]bindings.IPaymentChannelsChannel, len(chs))
	for i, ch := range chs {
		list[i] = settings(ch)
	}
	if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackCollectFees(list)}); err != nil {
		return fmt.Errorf("paychan: collect fees of %d channels: %w", len(chs), err)
	}
	return nil
}

// FeeHeld reads the fees channel id holds for the treasury, not yet credited to its owed.
func (c *Client) FeeHeld(ctx context.Context, id common.Hash) (*big.Int, error) {
	return c.feeHeldAt(ctx, id, nil)
}

// feeHeldAt is FeeHeld at block n (nil: the latest).
func (c *Client) feeHeldAt(ctx context.Context, id common.Hash, n *big.Int) (*big.Int, error) {
	v, err := chain.Read(ctx, callAt{c.s.Backend(), n}, c.s.Decoder(), c.addr, c.pc.PackFeeHeld(id), c.pc.UnpackFeeHeld)
	if err != nil {
		return nil, fmt.Errorf("paychan: fee held by %s: %w", id.Hex(), err)
	}
	return v, nil
}

// callAt is a chain.Caller calling at block n (nil: the latest).
type callAt struct {
	c chain.Caller
	n *big.Int
}

func (a callAt) CallContract(ctx context.Context, call ethereum.CallMsg, _ *big.Int) ([]byte, error) {
	return a.c.CallContract(ctx, call, a.n)
}

// Collecting fees: FeeBatch channels at most per collectFees transaction (about 30k gas a
// channel whose fee it credits, measured by TestCollectFeesFromEvents: a batch of 50 is about
// 1.5M gas, well under a block's limit), and feeReadBatch feeHeld reads per JSON-RPC request.
const (
	FeeBatch     = 50
	feeReadBatch = 100
)

// FeeDue is a channel's fee held, in its token.
type FeeDue struct {
	FeeChannel
	Held *big.Int
}

// HeldFees reads the fee each channel of chs holds (feeHeld) and returns those holding some,
// largest first. Over a JSON-RPC connection the reads go feeReadBatch to a request (one
// round trip per 100 channels); another backend, or one refusing the batch, reads them one by
// one.
func (c *Client) HeldFees(ctx context.Context, chs []FeeChannel) ([]FeeDue, error) {
	return c.heldFeesAt(ctx, chs, nil)
}

// heldFeesAt is HeldFees at block n (nil: the latest).
func (c *Client) heldFeesAt(ctx context.Context, chs []FeeChannel, n *big.Int) ([]FeeDue, error) {
	held := make([]*big.Int, len(chs))
	batched := false
	if rc, ok := c.s.Backend().(interface{ Client() *rpc.Client }); ok && rc.Client() != nil {
		// a provider refusing batches (or their size) is read one by one
		batched = c.readHeldBatched(ctx, rc.Client(), chs, held, n) == nil
	}
	if !batched {
		for i, ch := range chs {
			v, err := c.feeHeldAt(ctx, ch.ID, n)
			if err != nil {
				return nil, err
			}
			held[i] = v
		}
	}
	var out []FeeDue
	for i, ch := range chs {
		if held[i].Sign() > 0 {
			out = append(out, FeeDue{FeeChannel: ch, Held: held[i]})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Held.Cmp(out[j].Held) > 0 })
	return out, nil
}

// IndexedFees is HeldFees of the channels x lists as due, reading only those with an event
// since their last read here (a fee changes only with one): the fees left on purpose (dust, a
// token the collector does not know) cost one read, not one a call. Near the head they are
// read at the block the index has read up to (an endpoint whose "latest" lags would answer
// a fee from before the claim the index applied, kept until the next event: review rv26);
// an endpoint without that block yet answers at its latest, and that read is not kept.
// Largest first.
func (c *Client) IndexedFees(ctx context.Context, x *FeeIndex) ([]FeeDue, error) {
	known, unread, seq, at := x.dueRead()
	read, err := c.heldFeesAt(ctx, unread, at)
	keep := err == nil
	if err != nil && at != nil { // the endpoint may not have the block yet: its latest, not kept
		read, err = c.heldFeesAt(ctx, unread, nil)
	}
	if err != nil {
		return nil, err
	}
	if keep {
		x.remember(seq, unread, read)
	}
	out := append(known, read...)
	sort.Slice(out, func(i, j int) bool {
		if d := out[i].Held.Cmp(out[j].Held); d != 0 {
			return d > 0
		}
		return out[i].ID.Cmp(out[j].ID) < 0
	})
	return out, nil
}

// readHeldBatched reads feeHeld of chs into held at block n (nil: the latest), feeReadBatch
// eth_calls per request.
func (c *Client) readHeldBatched(ctx context.Context, rc *rpc.Client, chs []FeeChannel, held []*big.Int, n *big.Int) error {
	block := "latest"
	if n != nil {
		block = hexutil.EncodeBig(n)
	}
	for lo := 0; lo < len(chs); lo += feeReadBatch {
		hi := min(lo+feeReadBatch, len(chs))
		elems := make([]rpc.BatchElem, hi-lo)
		outs := make([]hexutil.Bytes, hi-lo)
		for i := range elems {
			call := map[string]any{"to": c.addr, "data": hexutil.Bytes(c.pc.PackFeeHeld(chs[lo+i].ID))}
			elems[i] = rpc.BatchElem{Method: "eth_call", Args: []any{call, block}, Result: &outs[i]}
		}
		if err := rc.BatchCallContext(ctx, elems); err != nil {
			return fmt.Errorf("paychan: fees held of %d channels: %w", hi-lo, err)
		}
		for i, e := range elems {
			if e.Error != nil {
				return fmt.Errorf("paychan: fee held by %s: %w", chs[lo+i].ID.Hex(), e.Error)
			}
			v, err := c.pc.UnpackFeeHeld(outs[i])
			if err != nil {
				return fmt.Errorf("paychan: fee held by %s: %w", chs[lo+i].ID.Hex(), err)
			}
			held[lo+i] = v
		}
	}
	return nil
}

// FeeTx is one collectFees transaction: its hash (zero when the batch held nothing any more
// and no transaction was sent), its channels, and what it credited to the treasury per token.
type FeeTx struct {
	Hash     common.Hash
	Channels int
	Credited map[common.Address]*big.Int
	// CreditedChannels is how many channels it credited a fee of, per token.
	CreditedChannels map[common.Address]int
	GasUsed          uint64
	// Block is its block; IDs the channels it credited a fee of (FeeIndex.Credited).
	Block uint64
	IDs   []common.Hash
}

// CollectDue credits the fees of due to the treasury, FeeBatch channels per collectFees
// transaction, at most maxTx transactions (0: no bound); it returns the transactions sent, in
// order. A batch whose channels all stopped holding a fee since HeldFees read them (withdrawn
// or collected by someone else meanwhile) reverts ChannelNoFees at its estimate: it is skipped
// (a FeeTx without hash, nothing spent), not an error; if that happens between the estimate
// and the block, the transaction is mined reverted (its hash and gas, nothing credited).
func (c *Client) CollectDue(ctx context.Context, due []FeeDue, maxTx int) ([]FeeTx, error) {
	var out []FeeTx
	for lo := 0; lo < len(due) && (maxTx <= 0 || len(out) < maxTx); lo += FeeBatch {
		hi := min(lo+FeeBatch, len(due))
		list := make([]bindings.IPaymentChannelsChannel, 0, hi-lo)
		for _, d := range due[lo:hi] {
			list = append(list, settings(d.Channel))
		}
		tx := FeeTx{Channels: hi - lo, Credited: map[common.Address]*big.Int{}, CreditedChannels: map[common.Address]int{}}
		rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackCollectFees(list)})
		var re *chain.RevertError
		switch {
		case err != nil && errors.As(err, &re) && re.Name == "ChannelNoFees":
			if rcpt != nil { // mined and reverted: someone collected or withdrew them first
				tx.Hash, tx.GasUsed = rcpt.TxHash, rcpt.GasUsed
			}
			out = append(out, tx)
			continue
		case err != nil:
			return out, fmt.Errorf("paychan: collect fees of %d channels: %w", hi-lo, err)
		}
		tx.Hash, tx.GasUsed, tx.Block = rcpt.TxHash, rcpt.GasUsed, rcpt.BlockNumber.Uint64()
		c.credited(rcpt.Logs, &tx)
		out = append(out, tx)
	}
	return out, nil
}

// credited adds up the ChannelFeeCollected events of this contract in logs, per token, into tx.
func (c *Client) credited(logs []*types.Log, tx *FeeTx) {
	for _, l := range logs {
		if l.Address != c.addr {
			continue
		}
		ev, err := c.pc.UnpackChannelFeeCollectedEvent(l)
		if err != nil {
			continue // another event
		}
		if tx.Credited[ev.Token] == nil {
			tx.Credited[ev.Token] = new(big.Int)
		}
		tx.Credited[ev.Token].Add(tx.Credited[ev.Token], ev.Fee)
		tx.CreditedChannels[ev.Token]++
		tx.IDs = append(tx.IDs, l.Topics[1])
	}
}

// Treasury reads the contract's fee receiver.
func (c *Client) Treasury(ctx context.Context) (common.Address, error) {
	a, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.pc.PackTreasury(), c.pc.UnpackTreasury)
	if err != nil {
		return common.Address{}, fmt.Errorf("paychan: treasury: %w", err)
	}
	return a, nil
}
