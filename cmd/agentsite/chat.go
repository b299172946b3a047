package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team"
)

// cmdChat is `agentsite chat <room>`: the room's history, then new messages as they come, and
// each line typed on stdin posted.
var cmdChat = &command{
	name: "chat", args: "<room>", summary: "read and write in an AgentChat room, like a team chat",
	action: fresh[chatRoom],
}

// chatRoom holds chat's flags.
type chatRoom struct {
	post, state, taskID string
	history             int
	noFollow            bool
	// In a team's room: a proposal (its state) or a vote ("<proposal>=yes|no").
	propose, vote string
	proposal      apitypes.TeamProposeParams
}

func (c *chatRoom) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.post, "post", "", "post this message and exit")
	fs.StringVar(&c.state, "state", "discussion", "conversation state of posted messages: "+statesList())
	fs.StringVar(&c.propose, "propose", "", "in a team's room: propose this state ("+statesList()+") and exit; a pause needs a trigger flag")
	fs.StringVar(&c.vote, "vote", "", "in a team's room: vote on a proposal, <proposal>=yes or <proposal>=no, and exit")
	proposeFlags(fs, &c.proposal)
	fs.StringVar(&c.taskID, "task", "", "task id the messages are about")
	fs.IntVar(&c.history, "history", 50, "how many earlier messages to show")
	fs.BoolVar(&c.noFollow, "no-follow", false, "print the history and exit")
}

func (c *chatRoom) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	room := args[0]
	if !chat.State(c.state).Valid() {
		return fmt.Errorf("state %q: want one of %s", c.state, statesList())
	}
	if c.propose != "" || c.vote != "" {
		return c.steer(ctx, e, room)
	}
	if c.post != "" {
		return e.call(ctx, "chat.post", apitypes.ChatPost{Room: room, Content: c.post, State: c.state, TaskID: c.taskID}, nil)
	}
	names := chat.NewNameBook()
	since, err := printChat(ctx, e, names, room, 0, c.history)
	if err != nil || c.noFollow {
		return err
	}
	fmt.Fprintf(e.stderr, "— in %s; type a message and press Enter, Ctrl-D to leave —\n", room)
	lines := make(chan string)
	go scanLines(os.Stdin, lines)
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case l, ok := <-lines:
			if !ok {
				return nil
			}
			if strings.TrimSpace(l) == "" {
				continue
			}
			if err := e.call(ctx, "chat.post", apitypes.ChatPost{Room: room, Content: l, State: c.state, TaskID: c.taskID}, nil); err != nil {
				fmt.Fprintf(e.stderr, "not sent: %v\n", err)
			}
		case <-tick.C:
		}
		if since, err = printChat(ctx, e, names, room, since, 0); err != nil {
			return err
		}
	}
}

// scanLines sends each line of r on lines and closes it at the end of r.
func scanLines(r io.Reader, lines chan<- string) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		lines <- sc.Text()
	}
	close(lines)
}

// printChat prints messages newer than since (all of the last `last` when since is 0) and
// returns the timestamp to continue from.
func printChat(ctx context.Context, e *env, names *chat.NameBook, room string, since int64, last int) (int64, error) {
	var raw []json.RawMessage
	if err := e.call(ctx, "chat.read", apitypes.ChatReadParams{Room: room, SinceMs: since, Limit: 1000}, &raw); err != nil {
		return since, err
	}
	if last > 0 && len(raw) > last {
		raw = raw[len(raw)-last:]
	}
	for _, r := range raw {
		var env chat.Envelope
		if err := json.Unmarshal(r, &env); err != nil {
			continue
		}
		if env.TS <= since {
			continue
		}
		fmt.Fprintln(e.stdout, chat.Renderer{Names: names, Location: time.Local}.Render(env, 100))
		since = env.TS
	}
	return since, nil
}

// statesList names the conversation states a room takes.
func statesList() string {
	var s []string
	for _, st := range chat.States {
		s = append(s, string(st))
	}
	return strings.Join(s, ", ")
}

// steer posts a proposal or a vote in a team's room.
func (c *chatRoom) steer(ctx context.Context, e *env, room string) error {
	id, ok := strings.CutPrefix(room, team.RoomPrefix)
	if !ok {
		return fmt.Errorf("%s is not a team's room (team-<id>): proposals and votes move a team", room)
	}
	if c.vote != "" {
		pid, v, ok := strings.Cut(c.vote, "=")
		if !ok {
			return fmt.Errorf("--vote %q: want <proposal>=yes or <proposal>=no", c.vote)
		}
		yes, err := yesNo(v)
		if err != nil {
			return err
		}
		return postVote(ctx, e, apitypes.TeamVoteParams{Team: id, ID: pid, Yes: yes, As: c.proposal.As})
	}
	p := c.proposal
	p.Team, p.State = id, c.propose
	return postProposal(ctx, e, p)
}
