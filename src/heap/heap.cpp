#include "heap/heap.hpp"

namespace symtest::heap {

uint32_t Heap::allocate(HeapObject object) {
  objects_.push_back(std::move(object));
  return static_cast<uint32_t>(objects_.size() - 1);
}

uint32_t Heap::newSymbol(Symbol symbol) {
  symbols_.push_back(std::move(symbol));
  return static_cast<uint32_t>(symbols_.size() - 1);
}

void Heap::resolve(uint32_t symbol, Value to) {
  undo_.push_back({Undo::Kind::Resolve, symbol, symbols_[symbol].resolved});
  symbols_[symbol].resolved = to;
}

Value Heap::deref(Value v) const {
  while (v.kind == Value::Kind::Sym && symbols_[v.id].resolved.kind != Value::Kind::Undef)
    v = symbols_[v.id].resolved;
  while (v.kind == Value::Kind::Ref && objects_[v.id].sameAs != 0) v.id = objects_[v.id].sameAs;
  return v;
}

void Heap::identify(uint32_t member, uint32_t representative) {
  undo_.push_back({Undo::Kind::Identify, member, Value::ref(objects_[member].sameAs)});
  objects_[member].sameAs = representative;
}

uint32_t Heap::fieldId(const std::string& qualifiedName) {
  auto [it, inserted] =
      fieldIds_.try_emplace(qualifiedName, static_cast<uint32_t>(fieldNames_.size()));
  if (inserted) fieldNames_.push_back(qualifiedName);
  return it->second;
}

std::optional<Value> Heap::load(uint32_t object, uint64_t slot) const {
  auto it = current_.find(key(object, slot));
  if (it == current_.end()) return std::nullopt;
  return it->second;
}

void Heap::store(uint32_t object, uint64_t slot, Value v) {
  SlotKey k = key(object, slot);
  auto it = current_.find(k);
  undo_.push_back(
      {Undo::Kind::Current, k, it == current_.end() ? std::nullopt : std::optional(it->second)});
  current_[k] = v;
}

std::optional<Value> Heap::initial(uint32_t object, uint64_t slot) const {
  auto it = initial_.find(key(object, slot));
  if (it == initial_.end()) return std::nullopt;
  return it->second;
}

void Heap::recordInitial(uint32_t object, uint64_t slot, Value v) {
  SlotKey k = key(object, slot);
  auto it = initial_.find(k);
  undo_.push_back(
      {Undo::Kind::Initial, k, it == initial_.end() ? std::nullopt : std::optional(it->second)});
  initial_[k] = v;
}

void Heap::forgetInitial(uint32_t object, uint64_t slot) {
  SlotKey k = key(object, slot);
  auto it = initial_.find(k);
  if (it == initial_.end()) return;
  undo_.push_back({Undo::Kind::Initial, k, it->second});
  initial_.erase(it);
}

std::map<uint64_t, Value> Heap::slots(uint32_t object) const {
  std::map<uint64_t, Value> out;
  for (const auto& [k, v] : current_)
    if ((k >> 32) == object) out[k & 0xffffffffu] = v;
  return out;
}

std::map<uint64_t, Value> Heap::initialSlots(uint32_t object) const {
  std::map<uint64_t, Value> out;
  for (const auto& [k, v] : initial_)
    if ((k >> 32) == object) out[k & 0xffffffffu] = v;
  return out;
}

void Heap::undoTo(const Mark& m) {
  while (undo_.size() > m.undo) {
    Undo& u = undo_.back();
    switch (u.kind) {
      case Undo::Kind::Current:
        if (u.old)
          current_[u.key] = *u.old;
        else
          current_.erase(u.key);
        break;
      case Undo::Kind::Initial:
        if (u.old)
          initial_[u.key] = *u.old;
        else
          initial_.erase(u.key);
        break;
      case Undo::Kind::Identify:
        objects_[u.key].sameAs = u.old->id;
        break;
      case Undo::Kind::Resolve:
        symbols_[u.key].resolved = *u.old;
        break;
    }
    undo_.pop_back();
  }
  objects_.resize(m.objects);
  symbols_.resize(m.symbols);
}

}  // namespace symtest::heap
