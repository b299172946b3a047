package web

import (
	"context"
	"encoding/json"
	"html"
	"html/template"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
)

// message is a chat envelope as chat.read answers.
type message struct {
	Room     string   `json:"group_id"`
	Sender   string   `json:"sender_id"`
	State    string   `json:"state"`
	Type     string   `json:"type"`
	TaskID   string   `json:"task_id"`
	TaskDesc string   `json:"task_desc"`
	Content  string   `json:"content"`
	To       []string `json:"to"`
	TS       int64    `json:"ts"`
}

// msgView is a message as the page draws it.
type msgView struct {
	message
	Who     string
	Mine    bool
	When    string
	Content template.HTML
}

type member struct {
	Who   string
	DID   string
	Count int
}

type chatData struct {
	Room     string
	Rooms    []string
	Messages []msgView
	Members  []member
	Agents   []string
	LastTS   int64
	Error    string
	// States are the conversation states the node takes for a post.
	States []string
}

// hostedAgents are the names of this node's hosted agents (mine holds their DIDs), sorted.
func hostedAgents(names map[string]string, mine map[string]bool) []string {
	var out []string
	for did, n := range names {
		if mine[did] && !strings.HasPrefix(n, "node ") && n != "this node" {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// shownMessages is how many of a room's latest messages the page draws.
const shownMessages = 200

// chat shows a room like a team chat: messages with their IoA state and task, members, a post
// form with @mentions of the node's agents.
func (a *App) chat(w http.ResponseWriter, r *http.Request, se *session) {
	d := chatData{Room: r.URL.Query().Get("room")}
	if err := a.invoke(r.Context(), "chat.rooms", nil, &d.Rooms); err != nil {
		_, f := humanize(err)
		d.Error = f.Error
	}
	if d.Room == "" && len(d.Rooms) > 0 {
		d.Room = d.Rooms[0]
	}
	if d.Room != "" && !roomRe.MatchString(d.Room) {
		d.Error, d.Room = "A room name is lower-case letters, digits, . _ - (at most 64).", ""
	}
	names := a.names(r.Context())
	mine := a.ownDIDs(r.Context())
	d.Agents, d.States = hostedAgents(names, mine), apitypes.ChatStates
	if d.Room != "" {
		msgs, err := a.readRoom(r.Context(), d.Room, 0)
		if err != nil {
			_, f := humanize(err)
			d.Error = f.Error
		}
		counts := map[string]int{}
		for did := range mine { // the node and its hosted agents are members of every room
			counts[did] = 0
		}
		for _, m := range msgs {
			counts[m.Sender]++
		}
		for did, c := range counts {
			d.Members = append(d.Members, member{Who: who(names, did), DID: did, Count: c})
		}
		sort.Slice(d.Members, func(i, j int) bool {
			if d.Members[i].Count != d.Members[j].Count {
				return d.Members[i].Count > d.Members[j].Count
			}
			return d.Members[i].Who < d.Members[j].Who
		})
		if len(msgs) > shownMessages {
			msgs = msgs[len(msgs)-shownMessages:]
		}
		for _, m := range msgs {
			d.Messages = append(d.Messages, viewOf(m, names))
			d.LastTS = m.TS
		}
	}
	a.render(w, se, "chat", "AgentChat", d)
}

// readRoom reads a room's messages from sinceMs on (chat.read answers at most 1,000).
func (a *App) readRoom(ctx context.Context, room string, sinceMs int64) ([]message, error) {
	var raw []json.RawMessage
	if err := a.invoke(ctx, "chat.read", map[string]any{"room": room, "since": sinceMs, "limit": 1000}, &raw); err != nil {
		return nil, err
	}
	out := make([]message, 0, len(raw))
	for _, m := range raw {
		var msg message
		if json.Unmarshal(m, &msg) == nil {
			out = append(out, msg)
		}
	}
	return out, nil
}

// names maps DIDs (lower case) to names: this node's own ("node alice", "echo") and the
// agents discovery knows ("summarize on 12D3…").
func (a *App) names(ctx context.Context) map[string]string {
	var dids map[string]string
	out := map[string]string{}
	if a.invoke(ctx, "did.show", nil, &dids) != nil {
		return out
	}
	var known []apitypes.AgentSummary
	if a.invoke(ctx, "agent.search", apitypes.SearchQuery{Query: browseText, Limit: 200}, &known) == nil {
		for _, s := range known {
			if s.DID != "" && !s.Local {
				out[strings.ToLower(s.DID)] = s.Name + " on " + short(s.PeerID)
			}
		}
	}
	var st statusView
	nodeName := "this node"
	if a.invoke(ctx, "node.status", nil, &st) == nil && st.Node.Name != "" {
		nodeName = "node " + st.Node.Name
	}
	for name, did := range dids {
		if name == "node" {
			name = nodeName
		}
		out[strings.ToLower(did)] = name
	}
	return out
}

// ownDIDs are the DIDs of this node and its hosted agents (lower case).
func (a *App) ownDIDs(ctx context.Context) map[string]bool {
	var dids map[string]string
	out := map[string]bool{}
	if a.invoke(ctx, "did.show", nil, &dids) == nil {
		for _, d := range dids {
			out[strings.ToLower(d)] = true
		}
	}
	return out
}

func who(names map[string]string, did string) string {
	if n, ok := names[strings.ToLower(did)]; ok {
		return n
	}
	return short(did)
}

var mentionRe = regexp.MustCompile(`@[A-Za-z0-9_.-]+`)

// viewOf draws a message: its text escaped, @mentions marked.
func viewOf(m message, names map[string]string) msgView {
	mine := strings.HasPrefix(names[strings.ToLower(m.Sender)], "node ") || names[strings.ToLower(m.Sender)] == "this node"
	text := html.EscapeString(m.Content)
	text = mentionRe.ReplaceAllString(text, `<span class="mention">$0</span>`)
	return msgView{message: m, Who: who(names, m.Sender), Mine: mine,
		When: time.UnixMilli(m.TS).Local().Format("15:04:05"), Content: template.HTML(text)} //nolint:gosec // escaped above
}
