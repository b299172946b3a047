package api

import (
	"container/list"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv/taskstore"
)

// ErrTaskStoreFull is returned (wrapped) when a new A2A task does not fit in the task store and
// no finished task is left to evict.
var ErrTaskStoreFull = errors.New("api: a2a task store full")

// taskStore keeps the A2A tasks of all hosted agents, bounded in count and in encoded bytes.
// To make room it evicts finished tasks (completed, failed, canceled, rejected) and tasks
// waiting for their client's input (a hire's result waiting for "accept", whose client may
// never come back: the contract accepts it by timeout), least recently updated first; running
// tasks are kept, and a new task that still does not fit is refused.
// Tasks are stored encoded, so a reader always gets a copy and the byte count is exact.
// Listing tasks is refused, as a2a-go's in-memory store does for unauthenticated callers: one
// stranger must not read another's tasks.
type taskStore struct {
	maxTasks int
	maxBytes int64

	mu      sync.Mutex
	byID    map[a2a.TaskID]*list.Element // of *storedTask
	order   *list.List                   // least recently updated first
	bytes   int64
	evicted int64
}

type storedTask struct {
	id      a2a.TaskID
	enc     []byte
	version taskstore.TaskVersion
	done    bool
}

var _ taskstore.Store = (*taskStore)(nil)

func newTaskStore(maxTasks int, maxBytes int64) *taskStore {
	return &taskStore{maxTasks: maxTasks, maxBytes: maxBytes, byID: map[a2a.TaskID]*list.Element{}, order: list.New()}
}

// TaskStoreStats is the task store's occupancy.
type TaskStoreStats struct {
	Tasks   int
	Bytes   int64
	Evicted int64
}

func (s *taskStore) stats() TaskStoreStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return TaskStoreStats{Tasks: s.order.Len(), Bytes: s.bytes, Evicted: s.evicted}
}

func encodeTask(t *a2a.Task) ([]byte, error) {
	if t == nil || t.ID == "" {
		return nil, fmt.Errorf("%w: a task needs an id", a2a.ErrInvalidParams)
	}
	b, err := json.Marshal(t)
	if err != nil {
		return nil, fmt.Errorf("api: encode a2a task: %w", err)
	}
	return b, nil
}

func (s *taskStore) Create(_ context.Context, t *a2a.Task) (taskstore.TaskVersion, error) {
	enc, err := encodeTask(t)
	if err != nil {
		return taskstore.TaskVersionMissing, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.byID[t.ID]; ok {
		return taskstore.TaskVersionMissing, taskstore.ErrTaskAlreadyExists
	}
	if !s.makeRoom(int64(len(enc)), nil) {
		return taskstore.TaskVersionMissing, fmt.Errorf("%w: %d tasks, %d bytes, all running", ErrTaskStoreFull, s.order.Len(), s.bytes)
	}
	st := &storedTask{id: t.ID, enc: enc, version: 1, done: evictable(t.Status.State)}
	s.byID[t.ID] = s.order.PushBack(st)
	s.bytes += int64(len(enc))
	return st.version, nil
}

func (s *taskStore) Update(_ context.Context, req *taskstore.UpdateRequest) (taskstore.TaskVersion, error) {
	enc, err := encodeTask(req.Task)
	if err != nil {
		return taskstore.TaskVersionMissing, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	el, ok := s.byID[req.Task.ID]
	if !ok {
		return taskstore.TaskVersionMissing, a2a.ErrTaskNotFound
	}
	st := el.Value.(*storedTask)
	if req.PrevVersion != taskstore.TaskVersionMissing && st.version != req.PrevVersion {
		return taskstore.TaskVersionMissing, taskstore.ErrConcurrentModification
	}
	s.bytes += int64(len(enc) - len(st.enc))
	st.enc, st.done = enc, evictable(req.Task.Status.State)
	st.version++
	s.order.MoveToBack(el)
	// A running task grows past the bound only until finished tasks are evicted; it is never
	// evicted itself.
	s.makeRoom(0, el)
	return st.version, nil
}

// evictable: a task in this state may make room for others.
func evictable(st a2a.TaskState) bool {
	return st.Terminal() || st == a2a.TaskStateInputRequired
}

func (s *taskStore) Get(_ context.Context, id a2a.TaskID) (*taskstore.StoredTask, error) {
	s.mu.Lock()
	el, ok := s.byID[id]
	var st storedTask
	if ok {
		st = *el.Value.(*storedTask)
	}
	s.mu.Unlock()
	if !ok {
		return nil, a2a.ErrTaskNotFound
	}
	var t a2a.Task
	if err := json.Unmarshal(st.enc, &t); err != nil {
		return nil, fmt.Errorf("api: decode a2a task: %w", err)
	}
	return &taskstore.StoredTask{Task: &t, Version: st.version}, nil
}

func (s *taskStore) List(context.Context, *a2a.ListTasksRequest) (*a2a.ListTasksResponse, error) {
	return nil, a2a.ErrUnauthenticated
}

// makeRoom evicts finished tasks, oldest first, until one more task of size bytes fits (with
// size 0 and keep set: until the store is within its bounds again, keeping keep). It reports
// whether the store has room. s.mu is held.
func (s *taskStore) makeRoom(size int64, keep *list.Element) bool {
	extra := 1
	if keep != nil {
		extra = 0
	}
	over := func() bool { return s.order.Len()+extra > s.maxTasks || s.bytes+size > s.maxBytes }
	for el := s.order.Front(); el != nil && over(); {
		next := el.Next()
		if st := el.Value.(*storedTask); st.done && el != keep {
			s.order.Remove(el)
			delete(s.byID, st.id)
			s.bytes -= int64(len(st.enc))
			s.evicted++
		}
		el = next
	}
	return !over()
}
