package methods

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
)

// fakeChannels are a node's channels without the fee methods; fakeFeeChannels with them.
type fakeChannels struct{}

func (fakeChannels) List(context.Context) (apitypes.Channels, error) { return apitypes.Channels{}, nil }
func (fakeChannels) Open(context.Context, apitypes.ChannelOpenParams) (apitypes.Channel, error) {
	return apitypes.Channel{}, nil
}
func (fakeChannels) TopUp(context.Context, apitypes.ChannelTopUpParams) (apitypes.Channel, error) {
	return apitypes.Channel{}, nil
}
func (fakeChannels) Close(context.Context, apitypes.ChannelCloseParams) (apitypes.ChannelClosed, error) {
	return apitypes.ChannelClosed{}, nil
}

type fakeFeeChannels struct {
	fakeChannels
	collects *int
}

func (fakeFeeChannels) Fees(context.Context) (apitypes.ChannelFees, error) {
	return apitypes.ChannelFees{Treasury: common.HexToAddress("0x7e"), Held: []apitypes.ChannelFeeAmount{{Amount: "5", Channels: 2}}}, nil
}

func (f fakeFeeChannels) CollectFees(context.Context, bool) (apitypes.ChannelFeesCollected, error) {
	*f.collects++
	return apitypes.ChannelFeesCollected{Transactions: []apitypes.ChannelFeeTx{{Hash: "0x01", Channels: 2}}}, nil
}

// TestChannelFeeMethods: channel.fees and channel.collectFees need the API token (the collect
// spends the node's gas), answer what the node's channels answer, and are absent from a node
// whose channels do not list fees.
func TestChannelFeeMethods(t *testing.T) {
	n := 0
	table := New(Backend{Channels: fakeFeeChannels{collects: &n}}).Table()
	for _, name := range []string{"channel.fees", "channel.collectFees"} {
		m, ok := table[name]
		if !ok || !m.Auth {
			t.Fatalf("%s: served %v, auth %v; want served with the token", name, ok, m.Auth)
		}
	}
	out, err := table["channel.fees"].Run(context.Background(), json.RawMessage(`{}`))
	if f, ok := out.(apitypes.ChannelFees); err != nil || !ok || f.Held[0].Amount != "5" || n != 0 {
		t.Fatalf("channel.fees: %+v, %v (collects %d)", out, err, n)
	}
	out, err = table["channel.collectFees"].Run(context.Background(), nil)
	if c, ok := out.(apitypes.ChannelFeesCollected); err != nil || !ok || c.Transactions[0].Hash != "0x01" || n != 1 {
		t.Fatalf("channel.collectFees: %+v, %v (collects %d)", out, err, n)
	}
	if _, ok := New(Backend{Channels: fakeChannels{}}).Table()["channel.fees"]; ok {
		t.Fatal("channel.fees served by channels without fees")
	}
}

// rv25 finding 5: channel.fees took any params and answered (a client meaning collectFees'
// {"all": true} got a listing as if it had been understood); it takes none, strictly, as
// collectFees refuses a field it does not know.
func TestRV25ChannelFeesParamsStrict(t *testing.T) {
	n := 0
	table := New(Backend{Channels: fakeFeeChannels{collects: &n}}).Table()
	for _, c := range []struct{ method, params string }{{"channel.fees", `{"all":true}`}, {"channel.fees", `[1]`},
		{"channel.collectFees", `{"all":true,"max":1}`}, {"channel.collectFees", `{"all":"yes"}`}} {
		if _, err := table[c.method].Run(context.Background(), json.RawMessage(c.params)); err == nil {
			t.Fatalf("%s with %s: answered", c.method, c.params)
		}
	}
	for _, p := range []string{``, `null`, `{}`} {
		if _, err := table["channel.fees"].Run(context.Background(), json.RawMessage(p)); err != nil {
			t.Fatalf("channel.fees with %q: %v", p, err)
		}
	}
	if n != 0 {
		t.Fatalf("%d collects sent by refused calls", n)
	}
}
