package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/identity"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// Draft is what a poster writes; the service fills in the room, sender, ts and signature.
type Draft struct {
	State    State  // default discussion
	Type     string // default text
	TaskID   string
	TaskDesc string
	Content  string
	To       []string
	Extra    map[string]json.RawMessage
}

// Post signs d with the node's key (Config.Key) and publishes it in a joined room.
func (s *Service) Post(ctx context.Context, room string, d Draft) (Envelope, error) {
	if s.cfg.Key == nil {
		return Envelope{}, ErrNoKey
	}
	return s.PostAs(ctx, s.cfg.Key, room, d)
}

// PostAs signs d with key and publishes it in a joined room. The envelope goes through the
// same validator as everyone else's, so a draft the network would refuse is refused here.
func (s *Service) PostAs(ctx context.Context, key *identity.Key, room string, d Draft) (Envelope, error) {
	if key == nil {
		return Envelope{}, ErrNoKey
	}
	r, err := s.room(room)
	if err != nil {
		return Envelope{}, err
	}
	e := Envelope{GroupID: room, State: d.State, Type: d.Type, TaskID: d.TaskID, TaskDesc: d.TaskDesc,
		Content: d.Content, To: d.To, Extra: d.Extra}
	if e.State == "" {
		e.State = StateDiscussion
	}
	if e.Type == "" {
		e.Type = TypeText
	}
	if err := e.Sign(key, s.cfg.ChainID, s.cfg.Clock.Now()); err != nil {
		return Envelope{}, err
	}
	if _, err := e.CheckShape(s.cfg.ChainID); err != nil {
		return Envelope{}, fmt.Errorf("chat: post: %w", err)
	}
	data, err := json.Marshal(e)
	if err != nil {
		return Envelope{}, fmt.Errorf("chat: post: %w", err)
	}
	if len(data) > s.cfg.MaxEnvelopeSize {
		return Envelope{}, fmt.Errorf("chat: post: %w: %d bytes, limit %d", ErrTooLarge, len(data), s.cfg.MaxEnvelopeSize)
	}
	// Run the network's checks here first, so the caller gets the reason (the router would
	// only say that validation failed).
	checked, err := s.ver.verify(ctx, room, data, true, nil)
	if err != nil {
		return Envelope{}, fmt.Errorf("chat: post: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	// The validator trusts this in-process result instead of verifying the bytes again (it
	// still charges the quota).
	if err := r.topic.Publish(ctx, data, pubsub.WithValidatorData(checked)); err != nil {
		return Envelope{}, fmt.Errorf("chat: post: publish: %w", err)
	}
	return e, nil
}
