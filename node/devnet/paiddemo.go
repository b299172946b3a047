package devnet

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
)

// The paid call demonstration: the second node hosts PaidAgent at PaidPrice a call, and
// USDAgent at USDPrice, in the devnet's EIP-3009 token: a third party pays it over HTTP with
// x402's exact scheme (gasless for the payer: only the token is needed).
const (
	PaidAgent = "paid-echo"
	PaidPrice = "0.0001 ETH"
	USDAgent  = "usd-echo"
	USDPrice  = "0.01 USDC"
	paidCalls = 5
)

// PaidReport is what the paid call demonstration did, in wei.
type PaidReport struct {
	Calls     int      `json:"calls"`
	Deposited *big.Int `json:"deposited"` // the first node's channel deposit
	Spent     *big.Int `json:"spent"`     // the vouchers it signed for answered calls
	Claimed   *big.Int `json:"claimed"`   // what the second node claimed on chain
}

// RunPaidDemo has the first node call the second node's paid agent a few times (each call
// carries a voucher; the first opens a channel) and waits for the second node's claim,
// printing what was paid and claimed.
func (d *Devnet) RunPaidDemo(ctx context.Context) (PaidReport, error) {
	caller, payee := d.Nodes[0], d.Nodes[1]
	d.say("\n🪙 %s calls %s's %q, %s a call, %d times: the first call opens a payment channel, each call carries a voucher",
		d.Names[0], d.Names[1], PaidAgent, PaidPrice, paidCalls)
	start := time.Now()
	for i := 0; i < paidCalls; i++ {
		in, _ := json.Marshal(map[string]any{"call": i + 1})
		if _, err := caller.Call(ctx, payee.PeerID(), PaidAgent, "echo", in); err != nil {
			return PaidReport{}, fmt.Errorf("devnet: paid call %d: %w", i+1, err)
		}
	}
	rep := PaidReport{Calls: paidCalls, Deposited: new(big.Int), Spent: new(big.Int), Claimed: new(big.Int)}
	l := caller.Channels()
	rep.Deposited.SetString(l.Deposited, 10)
	rep.Spent.SetString(l.Spent, 10)
	d.say("   %d calls answered in %s; %s deposited %s ETH in its channel and paid %s ETH (one signed commitment, then a hash-chain word a call)",
		paidCalls, time.Since(start).Round(time.Millisecond), d.Names[0], escrow.FormatAmount(rep.Deposited), escrow.FormatAmount(rep.Spent))
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for {
		e := payee.Channels()
		rep.Claimed.SetString(e.Claimed, 10)
		if rep.Claimed.Cmp(rep.Spent) >= 0 && rep.Spent.Sign() > 0 {
			break
		}
		select {
		case <-ctx.Done():
			return rep, fmt.Errorf("devnet: %s claimed %s of %s: %w", d.Names[1], rep.Claimed, rep.Spent, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
	d.say("   %s claimed %s ETH on chain in one transaction (less the protocol fee); the rest of the deposit stays %s's to spend or withdraw",
		d.Names[1], escrow.FormatAmount(rep.Claimed), d.Names[0])
	return rep, nil
}

// SayX402 prints how a third party pays the second node's USDC-priced agent over HTTP.
func (d *Devnet) SayX402() {
	if len(d.Nodes) < 2 {
		return
	}
	token, ok := d.Deploy.Contracts[deploy.NameAuthToken]
	if !ok {
		return
	}
	url := d.Nodes[1].APIURL() + "/agents/" + USDAgent + "/call"
	d.say("\n💵 %s's %q costs %s a call, sold over HTTP to any x402 client (exact: a signed EIP-3009 transfer, no gas for the payer):", d.Names[1], USDAgent, USDPrice)
	d.say("   cast send %s 'mint(address,uint256)' <your address> 1000000 --rpc-url %s --private-key <any funded key>", token.Hex(), d.RPCURL)
	d.say("   node test/x402/pay.mjs %s <your key> '{\"skill\":\"echo\",\"input\":{\"text\":\"hi\"}}' eip155:%d %s 10000",
		url, d.Deploy.ChainID, token.Hex())
}
