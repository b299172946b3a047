package team

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
)

// Accounts reads where t's budget went from the chain index.
func (e *Engine) Accounts(t *Team) Accounts {
	paid, fees, refunded, pending, escrowed, posted := new(big.Int), new(big.Int), new(big.Int), new(big.Int), new(big.Int), new(big.Int)
	calls := new(big.Int)
	balanced, direct, auctions := true, 0, 0
	var txs []common.Hash
	for _, ts := range t.Tasks {
		for _, a := range ts.Attempts {
			if a.Local && a.Status == "done" {
				direct++
			}
			if a.Auction { // paid by voucher, not escrowed: the attempt holds what it cost
				posted.Add(posted, a.Reward.Int())
				if a.Status == statusAsking {
					escrowed.Add(escrowed, a.Reward.Int())
					continue
				}
				calls.Add(calls, a.Reward.Int())
				if a.Status == "done" {
					auctions++
				}
				continue
			}
			if a.BountyID == 0 {
				continue
			}
			b, err := e.d.Ledger.Bounty(a.BountyID)
			if err != nil { // posted, not indexed yet: still escrowed
				posted.Add(posted, a.Reward.Int())
				escrowed.Add(escrowed, a.Reward.Int())
				continue
			}
			for _, tr := range b.Transitions {
				txs = append(txs, tr.TxHash)
			}
			posted.Add(posted, b.Amount)
			if settling(b.Status) {
				pending.Add(pending, b.Amount)
				continue
			}
			if !b.Status.Terminal() {
				escrowed.Add(escrowed, b.Amount)
				continue
			}
			sum := new(big.Int)
			for _, v := range []*big.Int{b.Paid, b.Fee, b.Refunded} {
				if v != nil {
					sum.Add(sum, v)
				}
			}
			if sum.Cmp(b.Amount) != 0 {
				balanced = false
			}
			add(paid, b.Paid)
			add(fees, b.Fee)
			add(refunded, b.Refunded)
		}
	}
	// A refund may be posted again (a retry): the posts beyond the budget came out of refunds,
	// so Refunded is what came back and was not posted again, and Unspent what never left.
	budget := t.Budget.Int()
	unspent := new(big.Int).Sub(budget, posted)
	if unspent.Sign() < 0 {
		refunded.Add(refunded, unspent)
		unspent.SetInt64(0)
	}
	if refunded.Sign() < 0 {
		balanced = false
	}
	return Accounts{Budget: escrow.NewBigString(budget), Paid: escrow.NewBigString(paid), Fees: escrow.NewBigString(fees),
		Refunded: escrow.NewBigString(refunded), PendingRefund: escrow.NewBigString(pending), Escrowed: escrow.NewBigString(escrowed),
		Unspent: escrow.NewBigString(unspent), Balanced: balanced, Gas: e.gas(txs), Tokens: t.Tokens(), Direct: direct,
		Calls: escrow.NewBigString(calls), Auctions: auctions}
}

func add(sum, v *big.Int) {
	if v != nil {
		sum.Add(sum, v)
	}
}

// conclude ends t: the answer (the final task's output, or the built-in join of every task
// nothing depends on), why it ended, the accounts; the conclusion message carries all three.
func (e *Engine) conclude(ctx context.Context, t *Team, reason string) {
	if reason == "" {
		reason = outcome(t)
	}
	t.Answer, t.Reason, t.Concluded, t.State, t.Pause = answer(t), reason, e.clock.Now(), chat.StateConclusion, nil
	if err := e.d.Store.Put(t); err != nil {
		e.log.Warn("conclusion not saved; it is drawn again on restart", "team", t.ID, "err", err)
	}
	// The accounts as the chain has them now: the cancels just sent (stopOpen) are mined, and
	// the index must see them, or the room would show their money as still escrowed.
	if _, err := e.d.Ledger.Sync(ctx); err != nil {
		e.log.Warn("chain index not synced before the conclusion; its accounts may lag (team show reads them again)", "team", t.ID, "err", err)
	}
	acc := e.Accounts(t)
	accJSON, _ := json.Marshal(acc)
	e.say(ctx, t, chat.StateConclusion, chat.TypeResult, "", fmt.Sprintf("conclusion: %s\nanswer: %s\naccounts: paid %s, fees %s, refunded %s, pending refund %s, escrowed %s, unspent %s of %s",
		reason, clip(string(t.Answer), 4000), wei(acc.Paid.Int()), wei(acc.Fees.Int()), wei(acc.Refunded.Int()), wei(acc.PendingRefund.Int()), wei(acc.Escrowed.Int()),
		wei(acc.Unspent.Int()), wei(acc.Budget.Int()))+costLine(acc), nil, "accounts", accJSON)
	e.mu.Lock()
	if u, ok := e.unsubs[t.ID]; ok {
		u()
		delete(e.unsubs, t.ID)
	}
	e.mu.Unlock()
	e.log.Info("team concluded", "team", t.ID, "reason", reason)
}

// outcome says why a finished team ended.
func outcome(t *Team) string {
	var bad []string
	for _, ts := range t.Tasks {
		if ts.Status != TaskDone {
			bad = append(bad, fmt.Sprintf("%s %s (%s)", ts.ID, ts.Status, ts.Err))
		}
	}
	if len(bad) == 0 {
		return fmt.Sprintf("all %d tasks done", len(t.Tasks))
	}
	return fmt.Sprintf("%d of %d tasks done; concluded with what it has: %s", len(t.Tasks)-len(bad), len(t.Tasks), strings.Join(bad, "; "))
}

// answer is the final task's output, or {"results": {id: output}} of the sinks that are done
// and {"missing": [ids]} of those that are not.
func answer(t *Team) json.RawMessage {
	if t.Plan.Final != "" {
		if ts := t.Task(t.Plan.Final); ts != nil && ts.Status == TaskDone {
			return ts.Output
		}
	}
	results := map[string]json.RawMessage{}
	var missing []string
	for _, id := range t.Plan.Sinks() {
		if ts := t.Task(id); ts != nil && ts.Status == TaskDone {
			results[id] = ts.Output
		} else {
			missing = append(missing, id)
		}
	}
	b, _ := json.Marshal(struct {
		Results map[string]json.RawMessage `json:"results"`
		Missing []string                   `json:"missing,omitempty"`
	}{results, missing})
	return b
}
