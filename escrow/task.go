package escrow

import "context"

type taskKey struct{}

// WithTask returns ctx carrying the bounty a hosted agent is run for: the market sets it on
// every worker run, so the runner can give the agent the bounty's budget (its reward, its
// claim deadline, its id as the parent of sub-tasks).
func WithTask(ctx context.Context, b Bounty) context.Context {
	return context.WithValue(ctx, taskKey{}, b)
}

// TaskOf returns the bounty WithTask put in ctx.
func TaskOf(ctx context.Context) (Bounty, bool) {
	b, ok := ctx.Value(taskKey{}).(Bounty)
	return b, ok
}
