package runtime

// InFlight is how many calls the agent called name is running now (0 for an unknown agent):
// what a bidding policy reads to stay out of auctions at capacity.
func (r *Runtime) InFlight(name string) int {
	if h, ok := r.agents[name]; ok {
		return len(h.slots)
	}
	return 0
}
