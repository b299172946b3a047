package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
)

// maxAPIRooms caps the rooms the API joins (chat.read and chat.post join the room they name):
// each joined room is a GossipSub subscription with its goroutines and catch-up traffic.
const maxAPIRooms = 64

// errTooManyRooms: chat.read or chat.post named a new room while maxAPIRooms are joined.
var errTooManyRooms = errors.New("node: too many chat rooms joined")

// ChatRooms serves chat.* from the node's chat service (ChatService); reading or posting in a
// room joins it (both need the API token), at most maxAPIRooms rooms.
type ChatRooms struct{ Service *chat.Service }

var _ ChatService = ChatRooms{}

// Rooms implements ChatService.
func (c ChatRooms) Rooms(context.Context) ([]string, error) { return c.Service.Rooms(), nil }

// Read implements ChatService, joining room.
func (c ChatRooms) Read(_ context.Context, room string, since int64, limit int) ([]json.RawMessage, error) {
	if err := c.Join(room); err != nil {
		return nil, err
	}
	envs, err := c.Service.History(room, since, limit)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, 0, len(envs))
	for _, e := range envs {
		b, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// Post implements ChatService, joining the room.
func (c ChatRooms) Post(ctx context.Context, p apitypes.ChatPost) (json.RawMessage, error) {
	if err := c.Join(p.Room); err != nil {
		return nil, err
	}
	e, err := c.Service.Post(ctx, p.Room, chat.Draft{State: chat.State(p.State), Type: p.Type, TaskID: p.TaskID, TaskDesc: p.TaskDesc, Content: p.Content})
	if err != nil {
		return nil, InvalidParams(err)
	}
	return json.Marshal(e)
}

// Join joins room unless it is joined already; a new room beyond maxAPIRooms is refused.
func (c ChatRooms) Join(room string) error {
	rooms := c.Service.Rooms()
	for _, r := range rooms {
		if r == room {
			return nil
		}
	}
	if len(rooms) >= maxAPIRooms {
		return InvalidParams(fmt.Errorf("%w: %d, the limit", errTooManyRooms, len(rooms)))
	}
	if err := c.Service.Join(room); err != nil && !strings.Contains(err.Error(), "already") {
		return InvalidParams(err)
	}
	return nil
}
