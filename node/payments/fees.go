package payments

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/apitypes"
)

// The protocol fees held by the deployment's channels (channel.fees, channel.collectFees).
// The node follows the PaymentChannels contract's events (paychan.FeeIndex, in memory, from
// the deployment's block) and collects for anyone's channels: its account pays the gas, the
// fees go to the contract's treasury only.
//
// What it costs: the first call reads the contract's events from the deployment's block, one
// log query per 5,000 blocks (a year of a 2 s chain: ~3,200 queries, spread over calls of at
// most feeScanQueries each); later calls read only the new blocks. Per channel: one log entry
// at its opening (its id and block kept, at most ~100 bytes), a log query of its opening
// block at its first claim (the settings read back, then kept: ~270 bytes; 100 channels
// opened within 5,000 blocks in one query), one feeHeld read after each claim, 100 to a JSON-RPC batch (a fee read is
// kept until the channel's next event), ~30k gas to collect its fee. A stranger's channel
// never claimed costs no read. It reads up to the head less feeConfirmations (12 blocks on a
// public chain, 0 on a dev chain): a claim shows that many blocks later.

// defaultFeeConfirmations is how many blocks below the head the fee index reads on a chain
// other than a dev chain, unless the node's chain.confirmations says otherwise: the usual
// count of confirmations on Ethereum, deeper than the reorgs of post-merge Ethereum and of
// rollups' sequencers (a block or two) and than the lag of a node behind its load balancer
// (a few blocks), whose answers would otherwise lose the events of the blocks they leave out
// for good (review rv26 finding 6). The fees show 12 blocks late (2.4 min on a 12 s chain,
// 24 s on a 2 s one): nothing for fees that wait for a collect anyway. A reorg or a lag deeper
// than that still loses them (paychan.FeeIndex.WithConfirmations).
const defaultFeeConfirmations = 12

// feeConfirmations is the fee index's confirmations on chain chainID: set when not 0, else 0
// on the dev chains (deploy.DevChainIDs: the devnet and the tests see fees at once; their
// chain is not reorganised) and defaultFeeConfirmations elsewhere.
func feeConfirmations(chainID, set uint64) uint64 {
	switch {
	case set > 0:
		return set
	case slices.Contains(deploy.DevChainIDs, chainID):
		return 0
	}
	return defaultFeeConfirmations
}

// One call's bounds, so that it answers within the CLI's 5-minute wait: feeScanQueries log
// queries (1M blocks: ~23 days of a 2 s chain; the next call goes on from there) and
// feeCollectTxs transactions of 50 channels, each awaited to its receipt (a block or two:
// ~4 minutes at worst on a 12 s chain).
const (
	feeScanQueries = 200
	feeCollectTxs  = 10
)

// Fees implements methods.ChannelFees.
func (a channelsAPI) Fees(ctx context.Context) (apitypes.ChannelFees, error) {
	p := a.p
	out := apitypes.ChannelFees{Contract: p.domain.Contract, Held: []apitypes.ChannelFeeAmount{}}
	var due []paychan.FeeDue
	var err error
	if out.Treasury, out.ChannelFeeScan, due, err = p.feesDue(ctx); err != nil {
		return out, err
	}
	out.Held = p.feeAmounts(func(yield func(common.Address, *big.Int)) {
		for _, d := range due {
			yield(d.Channel.Token, d.Held)
		}
	})
	return out, nil
}

// CollectFees implements methods.ChannelFees: it credits the fees held to the treasury, at
// most feeCollectTxs transactions of paychan.FeeBatch channels; More says some are left.
// Unless all, it leaves the fees in tokens the node does not know and the ETH fees below what
// collecting them costs (worthCollecting): a stranger's channels in a token of their own, or
// dust, cost the node gas for nothing.
func (a channelsAPI) CollectFees(ctx context.Context, all bool) (apitypes.ChannelFeesCollected, error) {
	p := a.p
	p.feeMu.Lock() // one collect at a time: two would send the same batches
	defer p.feeMu.Unlock()
	out := apitypes.ChannelFeesCollected{Contract: p.domain.Contract, Transactions: []apitypes.ChannelFeeTx{}}
	var due []paychan.FeeDue
	var err error
	if out.Treasury, out.ChannelFeeScan, due, err = p.feesDue(ctx); err != nil {
		return out, err
	}
	if !all {
		var left []paychan.FeeDue
		if due, left, err = p.worthCollecting(ctx, due); err != nil {
			return out, err
		}
		out.Left = p.feeAmounts(func(yield func(common.Address, *big.Int)) {
			for _, d := range left {
				yield(d.Channel.Token, d.Held)
			}
		})
	}
	txs, err := p.cli.CollectDue(ctx, due, feeCollectTxs)
	p.fees.Credited(txs) // the index reads their blocks only n blocks later: not listed again meanwhile
	for _, tx := range txs {
		v := apitypes.ChannelFeeTx{Channels: tx.Channels, GasUsed: tx.GasUsed}
		if tx.Hash != (common.Hash{}) {
			v.Hash = tx.Hash.Hex()
		}
		v.Credited = p.feeAmounts(func(yield func(common.Address, *big.Int)) {
			for t, f := range tx.Credited {
				yield(t, f)
			}
		})
		for i := range v.Credited {
			v.Credited[i].Channels = tx.CreditedChannels[v.Credited[i].Token]
		}
		out.Transactions = append(out.Transactions, v)
	}
	out.More = (!out.Complete && !out.Full) || len(due) > feeCollectTxs*paychan.FeeBatch
	if err != nil {
		return out, fmt.Errorf("%w (the transactions listed went through; run again to collect the rest)", err)
	}
	return out, nil
}

// feesDue reads the contract's new events (bounded), the fees held by the channels claimed
// since their fees were last credited, and the treasury.
func (p *Payments) feesDue(ctx context.Context) (common.Address, apitypes.ChannelFeeScan, []paychan.FeeDue, error) {
	s, err := p.fees.Sync(ctx, p.chain, feeScanQueries)
	scan := apitypes.ChannelFeeScan{Head: s.Head, Complete: err == nil && s.Complete(), Open: p.fees.Channels(), Confirmations: p.fees.Confirmations()}
	if s.Next > 0 {
		scan.ScannedTo = s.Next - 1
	}
	switch {
	case errors.Is(err, paychan.ErrFeeIndexFull): // the channels kept are listed and collected still
		scan.Full = true
		p.log.Warn("channel fees: the index is full: the channels opened after the block are not listed nor collected",
			"block", scan.ScannedTo, "channels", scan.Open, "err", err)
	case err != nil:
		return common.Address{}, scan, nil, fmt.Errorf("payments: %w; check that the node's chain endpoint answers eth_getLogs, then run again (it goes on from block %d)", err, s.Next)
	}
	if s.Unresolved > 0 { // the endpoint answered openings that do not hash to their ids, or none
		p.log.Warn("channel fees: claimed channels whose opening the chain endpoint did not give back (left out until their next claim)",
			"channels", s.Unresolved, "block", scan.ScannedTo)
	}
	var due []paychan.FeeDue
	if scan.Full { // the index sees no event past ScannedTo: what it read may be stale
		due, err = p.cli.HeldFees(ctx, p.fees.Due())
	} else {
		due, err = p.cli.IndexedFees(ctx, p.fees)
	}
	if err != nil {
		return common.Address{}, scan, nil, fmt.Errorf("payments: %w; check the node's chain endpoint, then run again", err)
	}
	treasury, err := p.cli.Treasury(ctx)
	if err != nil {
		return common.Address{}, scan, nil, fmt.Errorf("payments: %w; check the node's chain endpoint, then run again", err)
	}
	return treasury, scan, due, nil
}

// feeAmounts sums the amounts each yields per token, with the number of amounts, ETH first,
// then the tokens by address.
func (p *Payments) feeAmounts(each func(yield func(common.Address, *big.Int))) []apitypes.ChannelFeeAmount {
	sums := map[common.Address]*apitypes.ChannelFeeAmount{}
	vals := map[common.Address]*big.Int{}
	tokens := p.Tokens()
	each(func(t common.Address, v *big.Int) {
		if sums[t] == nil {
			u := unitIn(tokens, t)
			sums[t], vals[t] = &apitypes.ChannelFeeAmount{Token: t, Symbol: u.Symbol, Decimals: u.Decimals}, new(big.Int)
		}
		vals[t].Add(vals[t], v)
		sums[t].Channels++
	})
	out := make([]apitypes.ChannelFeeAmount, 0, len(sums))
	for t, s := range sums {
		s.Amount = vals[t].String()
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return bytes.Compare(out[i].Token[:], out[j].Token[:]) < 0 })
	return out
}

// worthCollecting splits due into the fees worth a collectFees entry and the others: those in
// a token the node does not know (ETH and the deployment's tokens are known), and ETH fees
// below apitypes.ChannelFeeCollectGas at the chain's base fee (what crediting them costs).
func (p *Payments) worthCollecting(ctx context.Context, due []paychan.FeeDue) (worth, left []paychan.FeeDue, err error) {
	h, err := p.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("payments: read the base fee: %w; check the node's chain endpoint, then run again", err)
	}
	dust := new(big.Int)
	if h.BaseFee != nil {
		dust.Mul(h.BaseFee, big.NewInt(apitypes.ChannelFeeCollectGas))
	}
	known := p.Tokens()
	for _, d := range due {
		t := d.Channel.Token
		_, ok := known[t]
		switch {
		case t != (common.Address{}) && !ok, t == (common.Address{}) && d.Held.Cmp(dust) < 0:
			left = append(left, d)
		default:
			worth = append(worth, d)
		}
	}
	return worth, left, nil
}
