package methods

import (
	"context"
	"encoding/json"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
)

// Channels are the node's payment channels (its paying and earning sides).
type Channels interface {
	List(ctx context.Context) (apitypes.Channels, error)
	Open(ctx context.Context, p apitypes.ChannelOpenParams) (apitypes.Channel, error)
	TopUp(ctx context.Context, p apitypes.ChannelTopUpParams) (apitypes.Channel, error)
	Close(ctx context.Context, p apitypes.ChannelCloseParams) (apitypes.ChannelClosed, error)
}

// ChannelFees are the protocol fees held by the deployment's channels (anyone's), which the
// node lists and credits to the treasury (its account pays the gas). The node's Channels
// implement it; a Channels without it serves no channel.fees.
type ChannelFees interface {
	Fees(ctx context.Context) (apitypes.ChannelFees, error)
	CollectFees(ctx context.Context, all bool) (apitypes.ChannelFeesCollected, error)
}

// channelMethods are the channel.* methods; absent when the node runs without payments.
func (m *Methods) channelMethods() map[string]api.Method {
	if m.b.Channels == nil {
		return nil
	}
	ms := map[string]api.Method{
		"channel.list":  {Auth: true, Run: m.channelList},
		"channel.open":  {Auth: true, Run: m.channelOpen},
		"channel.topup": {Auth: true, Run: m.channelTopUp},
		"channel.close": {Auth: true, Run: m.channelClose},
	}
	if f, ok := m.b.Channels.(ChannelFees); ok {
		ms["channel.fees"] = api.Method{Auth: true, Run: func(ctx context.Context, raw json.RawMessage) (any, error) {
			if err := api.DecodeParams(raw, &struct{}{}); err != nil { // none: {"all": true} is collectFees'
				return nil, err
			}
			return f.Fees(ctx)
		}}
		ms["channel.collectFees"] = api.Method{Auth: true, Run: func(ctx context.Context, raw json.RawMessage) (any, error) {
			var p apitypes.ChannelFeesCollect
			if err := api.DecodeParams(raw, &p); err != nil {
				return nil, err
			}
			return f.CollectFees(ctx, p.All)
		}}
	}
	return ms
}

func (m *Methods) channelList(ctx context.Context, raw json.RawMessage) (any, error) {
	return m.b.Channels.List(ctx)
}

func (m *Methods) channelOpen(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.ChannelOpenParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	return m.b.Channels.Open(ctx, p)
}

func (m *Methods) channelTopUp(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.ChannelTopUpParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	return m.b.Channels.TopUp(ctx, p)
}

func (m *Methods) channelClose(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.ChannelCloseParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	return m.b.Channels.Close(ctx, p)
}
