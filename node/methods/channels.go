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

// channelMethods are the channel.* methods; absent when the node runs without payments.
func (m *Methods) channelMethods() map[string]api.Method {
	if m.b.Channels == nil {
		return nil
	}
	return map[string]api.Method{
		"channel.list":  {Auth: true, Run: m.channelList},
		"channel.open":  {Auth: true, Run: m.channelOpen},
		"channel.topup": {Auth: true, Run: m.channelTopUp},
		"channel.close": {Auth: true, Run: m.channelClose},
	}
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
