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
}

func (c *chatRoom) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.post, "post", "", "post this message and exit")
	fs.StringVar(&c.state, "state", "discussion", "conversation state of posted messages: discussion, task_assignment, execution, conclusion")
	fs.StringVar(&c.taskID, "task", "", "task id the messages are about")
	fs.IntVar(&c.history, "history", 50, "how many earlier messages to show")
	fs.BoolVar(&c.noFollow, "no-follow", false, "print the history and exit")
}

func (c *chatRoom) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	room := args[0]
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
