package main

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
)

// TestChannelFeesPrints: `channel fees` asks until the node has read every event and lists
// the fees per token; `channel fees --collect` asks until nothing is left and prints each
// transaction, and a batch that held nothing any more as such.
func TestChannelFeesPrints(t *testing.T) {
	treasury := common.HexToAddress("0x00000000000000000000000000000000000000e7")
	var calls atomic.Int32
	srv := rpcServer(t, func(method string) any {
		n := calls.Add(1)
		scan := apitypes.ChannelFeeScan{ScannedTo: 99, Head: 200, Open: 3}
		if n > 1 {
			scan = apitypes.ChannelFeeScan{ScannedTo: 200, Head: 200, Complete: true, Open: 7}
		}
		switch method {
		case "channel.fees":
			return apitypes.ChannelFees{Treasury: treasury, ChannelFeeScan: scan, Held: []apitypes.ChannelFeeAmount{
				{Symbol: "ETH", Decimals: 18, Amount: "2000000000000000", Channels: 5},
				{Token: usdc.Address, Symbol: "USDC", Decimals: 6, Amount: "30000", Channels: 1}}}
		case "channel.collectFees":
			if n == 1 {
				return apitypes.ChannelFeesCollected{Treasury: treasury, ChannelFeeScan: scan, More: true, Transactions: []apitypes.ChannelFeeTx{
					{Hash: "0xaa", Channels: 50, GasUsed: 1_500_000, Credited: []apitypes.ChannelFeeAmount{{Symbol: "ETH", Decimals: 18, Amount: "1000000000000000", Channels: 50}}}}}
			}
			return apitypes.ChannelFeesCollected{Treasury: treasury, ChannelFeeScan: scan, Transactions: []apitypes.ChannelFeeTx{{Channels: 3}}}
		}
		return nil
	})
	out := runCLI(t, srv, "channel", "fees")
	for _, want := range []string{"7 channels open at block 200", "0.002 ETH held by 5 channels", "0.03 USDC held by 1 channels", "channel fees --collect"} {
		if !strings.Contains(out, want) {
			t.Errorf("channel fees: no %q in\n%s", want, out)
		}
	}
	if calls.Load() != 2 {
		t.Errorf("channel fees made %d calls, want 2 (until the scan is complete)", calls.Load())
	}
	calls.Store(0)
	out = runCLI(t, srv, "channel", "fees", "--collect")
	for _, want := range []string{"0xaa: 50 channels, credited 0.001 ETH (50 channels), 1500000 gas", "batch of 3 channels: they hold nothing any more",
		"1 transactions credited treasury " + treasury.Hex()} {
		if !strings.Contains(out, want) {
			t.Errorf("channel fees --collect: no %q in\n%s", want, out)
		}
	}
}

// rv25 finding 4, in part: a node whose index of channels is full answers what it keeps;
// `channel fees` and `--collect` call once (calling again reads no further) and say so.
func TestRV25ChannelFeesFullIndex(t *testing.T) {
	var calls atomic.Int32
	scan := apitypes.ChannelFeeScan{ScannedTo: 99, Head: 200, Open: 250_000, Full: true}
	srv := rpcServer(t, func(method string) any {
		calls.Add(1)
		switch method {
		case "channel.fees":
			return apitypes.ChannelFees{ChannelFeeScan: scan, Held: []apitypes.ChannelFeeAmount{{Symbol: "ETH", Decimals: 18, Amount: "2000000000000000", Channels: 5}}}
		case "channel.collectFees":
			return apitypes.ChannelFeesCollected{ChannelFeeScan: scan, Transactions: []apitypes.ChannelFeeTx{}}
		}
		return nil
	})
	for _, args := range [][]string{{"channel", "fees"}, {"channel", "fees", "--collect"}} {
		calls.Store(0)
		out := runCLI(t, srv, args...)
		if !strings.Contains(out, "keeps no more channels than the 250000 open up to block 99") || calls.Load() != 1 {
			t.Errorf("%v: %d calls, printed\n%s", args, calls.Load(), out)
		}
	}
}

// rv27 finding 3 (fixed): the fee index reads the head less its confirmations (12 on a public
// chain), but `channel fees` printed "block X of Y" and "open at block X" as if it read the
// head: a claim just made was missing, a collect just made still listed, with nothing saying
// why. The answer now carries the confirmations, and the CLI says the fees lag by them (not
// on a dev chain, 0).
func TestRV27ChannelFeesSaysTheLag(t *testing.T) {
	for _, confirm := range []uint64{12, 0} {
		scan := apitypes.ChannelFeeScan{ScannedTo: 188, Head: 188, Complete: true, Open: 2, Confirmations: confirm}
		srv := rpcServer(t, func(method string) any {
			if method == "channel.fees" {
				return apitypes.ChannelFees{ChannelFeeScan: scan}
			}
			return apitypes.ChannelFeesCollected{ChannelFeeScan: scan}
		})
		for _, args := range [][]string{{"channel", "fees"}, {"channel", "fees", "--collect"}} {
			out := runCLI(t, srv, args...)
			lag := "the fees as of block 188: the node reads the contract's events 12 blocks below the chain's head"
			if got := strings.Contains(out, lag); got != (confirm > 0) {
				t.Errorf("%s with %d confirmations: says the lag %v, want %v:\n%s", strings.Join(args, " "), confirm, got, confirm > 0, out)
			}
		}
	}
}
