package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/agentsite/agentsite/identity"
)

// Responder is a hosted agent's hook into chat. Respond is called for each live message
// addressed to the agent (see Addressed); its replies are signed with the member's key and
// published in the same room. The agent runtime implements it; node wiring connects them.
type Responder interface {
	Respond(ctx context.Context, room string, msg Envelope) ([]Draft, error)
}

// ResponderFunc adapts a function to Responder.
type ResponderFunc func(ctx context.Context, room string, msg Envelope) ([]Draft, error)

// Respond calls f.
func (f ResponderFunc) Respond(ctx context.Context, room string, msg Envelope) ([]Draft, error) {
	return f(ctx, room, msg)
}

// Member is a hosted agent taking part in the rooms this node has joined.
type Member struct {
	// Key signs the member's replies; its DID on the service's chain is the member's id.
	Key *identity.Key
	// Name is the short name people mention it by ("@summarizer").
	Name string
	// Responder answers messages addressed to the member.
	Responder Responder
	// Rooms limits the member to these rooms; empty means every joined room.
	Rooms []string
}

// AddMember makes a hosted agent a member. It replaces a member with the same DID.
func (s *Service) AddMember(m Member) error {
	if m.Key == nil || m.Responder == nil {
		return fmt.Errorf("%w: member needs a key and a responder", ErrBadConfig)
	}
	for _, r := range m.Rooms {
		if err := ValidRoom(r); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.members[m.Key.DID(s.cfg.ChainID).String()] = &member{Member: m}
	return nil
}

// member is a Member with the times its Responder was last called, for the rate limit.
type member struct {
	Member
	calls []time.Time
}

// allow records a call at now and reports whether it is within perMinute. Callers hold s.mu.
func (m *member) allow(now time.Time, perMinute int) bool {
	cut := now.Add(-time.Minute)
	i := 0
	for i < len(m.calls) && !m.calls[i].After(cut) {
		i++
	}
	m.calls = m.calls[i:]
	if len(m.calls) >= perMinute {
		return false
	}
	m.calls = append(m.calls, now)
	return true
}

// RemoveMember removes the hosted agent with that DID.
func (s *Service) RemoveMember(did string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.members, strings.ToLower(did))
}

// ExtraHired names the Extra field of a task message whose work is done elsewhere (a team's
// bounty or a direct call): the agent it names does it there, not as a chat reply.
const ExtraHired = "hired"

// Addressed reports whether msg asks the agent with DID did and short name name: a message of
// conversation or a task to do in the room (not the log a team's engine and workers keep:
// results, system, progress, proposal and vote messages, and tasks hired for through ExtraHired)
// whose recipients (To) include did, or whose content mentions "@name" or "@" followed by the
// DID. A DID that merely appears in the text (a story of who claimed what) is not an address:
// answering it would cost a completion nobody asked for.
func Addressed(msg Envelope, did, name string) bool {
	if logType(msg.Type) {
		return false
	}
	if _, hired := msg.Extra[ExtraHired]; hired && msg.Type == TypeTask {
		return false
	}
	for _, to := range msg.To {
		if strings.EqualFold(to, did) {
			return true
		}
	}
	content := strings.ToLower(msg.Content)
	if mentions(content, "@"+strings.ToLower(did)) {
		return true
	}
	return name != "" && mentions(content, "@"+strings.ToLower(name))
}

// logType reports whether a message type is a room's log rather than a question: what a
// team's engine and its workers post, and replies.
func logType(t string) bool {
	switch t {
	case TypeResult, TypeSystem, "error", "progress", "proposal", "vote_call", "vote":
		return true
	}
	return false
}

// mentions reports whether content holds tag not followed by a name character.
func mentions(content, tag string) bool {
	for i := 0; ; {
		j := strings.Index(content[i:], tag)
		if j < 0 {
			return false
		}
		end := i + j + len(tag)
		if end == len(content) || !isNameRune(rune(content[end])) {
			return true
		}
		i = end
	}
}

func isNameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-'
}

// dispatch hands a live message to every member it is addressed to, except its own sender.
func (s *Service) dispatch(room string, msg Envelope) {
	s.mu.Lock()
	var targets []*member
	now := s.cfg.Clock.Now()
	for did, m := range s.members {
		if strings.EqualFold(did, msg.SenderID) || !inRooms(m.Rooms, room) || !Addressed(msg, did, m.Name) {
			continue
		}
		if !m.allow(now, s.cfg.ResponderPerMinute) {
			s.log.Warn("responder rate limited", "room", room, "member", m.Name, "per_minute", s.cfg.ResponderPerMinute)
			continue
		}
		targets = append(targets, m)
	}
	if s.closed {
		targets = nil
	}
	s.wg.Add(len(targets))
	s.mu.Unlock()
	for _, m := range targets {
		go s.respond(room, msg, m)
	}
}

func inRooms(rooms []string, room string) bool {
	if len(rooms) == 0 {
		return true
	}
	for _, r := range rooms {
		if r == room {
			return true
		}
	}
	return false
}

func (s *Service) respond(room string, msg Envelope, m *member) {
	defer s.wg.Done()
	select {
	case s.respSem <- struct{}{}:
		defer func() { <-s.respSem }()
	case <-s.ctx.Done():
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.ResponderTimeout)
	defer cancel()
	replies, err := m.Responder.Respond(ctx, room, msg)
	if err != nil {
		s.log.Warn("responder failed", "room", room, "member", m.Name, "err", err)
		return
	}
	for _, d := range replies {
		if d.TaskID == "" {
			d.TaskID = msg.TaskID
		}
		if d.Extra == nil {
			d.Extra = map[string]json.RawMessage{}
		}
		if _, ok := d.Extra["reply_to"]; !ok {
			if id, err := msg.ID(); err == nil {
				d.Extra["reply_to"] = encodeString(id.Hex())
			}
		}
		if _, err := s.PostAs(ctx, m.Key, room, d); err != nil {
			s.log.Warn("post reply", "room", room, "member", m.Name, "err", err)
			continue
		}
		s.stats.responses.Add(1)
	}
}
