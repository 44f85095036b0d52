#include "concrete/wire.hpp"

#include "classfile/utf16.hpp"

namespace symtest::concrete {

void WireOut::u16(uint16_t v) {
  u8(static_cast<uint8_t>(v >> 8));
  u8(static_cast<uint8_t>(v));
}

void WireOut::i32(int32_t v) {
  const auto u = static_cast<uint32_t>(v);
  for (int shift = 24; shift >= 0; shift -= 8) u8(static_cast<uint8_t>(u >> shift));
}

void WireOut::i64(int64_t v) {
  const auto u = static_cast<uint64_t>(v);
  for (int shift = 56; shift >= 0; shift -= 8) u8(static_cast<uint8_t>(u >> shift));
}

void WireOut::utf(const std::string& text) {
  std::string encoded;
  for (uint16_t c : classfile::utf16Of(text)) {
    if (c >= 1 && c <= 0x7f) {
      encoded += static_cast<char>(c);
    } else if (c <= 0x7ff) {
      encoded += static_cast<char>(0xc0 | (c >> 6));
      encoded += static_cast<char>(0x80 | (c & 0x3f));
    } else {
      encoded += static_cast<char>(0xe0 | (c >> 12));
      encoded += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
      encoded += static_cast<char>(0x80 | (c & 0x3f));
    }
  }
  u16(static_cast<uint16_t>(encoded.size()));
  bytes_ += encoded;
}

void WireOut::blob(const std::string& bytes) {
  i32(static_cast<int32_t>(bytes.size()));
  bytes_ += bytes;
}

void WireOut::chars(const std::vector<uint16_t>& units) {
  i32(static_cast<int32_t>(units.size()));
  for (uint16_t c : units) u16(c);
}

bool WireIn::need(size_t n) {
  if (failed_ || bytes_.size() - pos_ < n || pos_ > bytes_.size()) {
    failed_ = true;
    return false;
  }
  return true;
}

uint8_t WireIn::u8() {
  if (!need(1)) return 0;
  return static_cast<uint8_t>(bytes_[pos_++]);
}

uint16_t WireIn::u16() {
  uint16_t hi = u8();
  return static_cast<uint16_t>((hi << 8) | u8());
}

int32_t WireIn::i32() {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) v = (v << 8) | u8();
  return static_cast<int32_t>(v);
}

int64_t WireIn::i64() {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | u8();
  return static_cast<int64_t>(v);
}

std::string WireIn::utf() {
  const size_t n = u16();
  if (!need(n)) return "";
  std::vector<uint16_t> units;
  for (size_t end = pos_ + n; pos_ < end;) {
    const auto b = static_cast<uint8_t>(bytes_[pos_++]);
    uint16_t c = b;
    if ((b & 0xe0) == 0xc0 && pos_ < end) {
      c = static_cast<uint16_t>(((b & 0x1f) << 6) | (bytes_[pos_++] & 0x3f));
    } else if ((b & 0xf0) == 0xe0 && pos_ + 1 < end) {
      c = static_cast<uint16_t>(((b & 0x0f) << 12) | ((bytes_[pos_] & 0x3f) << 6) |
                                (bytes_[pos_ + 1] & 0x3f));
      pos_ += 2;
    }
    units.push_back(c);
  }
  return classfile::utf8Of(units);
}

std::vector<uint16_t> WireIn::chars() {
  const int32_t n = i32();
  std::vector<uint16_t> out;
  if (n < 0 || !need(2 * static_cast<size_t>(n))) {
    failed_ = true;
    return out;
  }
  out.reserve(static_cast<size_t>(n));
  for (int32_t i = 0; i < n; ++i) out.push_back(u16());
  return out;
}

std::optional<WireValue> readValue(WireIn& in) {
  WireValue v;
  v.tag = static_cast<char>(in.u8());
  switch (v.tag) {
    case 'N':
      break;
    case 'Z':
    case 'B':
      v.bits = static_cast<uint64_t>(static_cast<int64_t>(static_cast<int8_t>(in.u8())));
      break;
    case 'C':
      v.bits = in.u16();
      break;
    case 'S':
      v.bits = static_cast<uint64_t>(static_cast<int64_t>(static_cast<int16_t>(in.u16())));
      break;
    case 'I':
      v.bits = static_cast<uint64_t>(static_cast<int64_t>(in.i32()));
      break;
    case 'F':
      v.bits = static_cast<uint32_t>(in.i32());
      break;
    case 'J':
    case 'D':
      v.bits = static_cast<uint64_t>(in.i64());
      break;
    case 'T':
    case 'W':
    case 'V':
      v.chars = in.chars();
      break;
    case 'X': {
      auto inner = readValue(in);
      if (!inner || inner->isObject() || inner->tag == 'N' || inner->tag == 'R')
        return std::nullopt;
      v.elements.push_back(*inner);
      break;
    }
    case 'A': {
      v.descriptor = in.utf();
      const int32_t n = in.i32();
      if (n < 0 || in.failed()) return std::nullopt;
      for (int32_t i = 0; i < n; ++i) {
        auto e = readValue(in);
        if (!e) return std::nullopt;
        v.elements.push_back(std::move(*e));
      }
      break;
    }
    case 'R':
      v.number = in.i32();
      break;
    case 'P':
      v.step = in.i32();
      v.number = in.i32();
      break;
    case 'O':
      v.type = in.utf();
      v.expression = in.utf();
      v.equals = in.u8() != 0;
      if (in.u8() != 0) {
        v.constantOwner = in.utf();
        v.constantField = in.utf();
      }
      break;
    default:
      return std::nullopt;
  }
  if (in.failed()) return std::nullopt;
  return v;
}

Answer readAnswer(const std::string& bytes) {
  Answer a;
  WireIn in(bytes);
  auto malformed = [] {
    Answer bad;
    bad.refusal = "the JVM's answer was malformed";
    return bad;
  };
  switch (in.u8()) {
    case 'U':
      a.kind = Answer::Kind::Refused;
      a.refusal = in.utf();
      return in.failed() ? malformed() : a;
    case 'R': {
      a.kind = Answer::Kind::Returned;
      auto v = readValue(in);
      if (!v) return malformed();
      a.value = std::move(*v);
      break;
    }
    case 'v':
      a.kind = Answer::Kind::ReturnedNothing;
      break;
    case 'E':
      a.kind = Answer::Kind::Threw;
      a.thrown = in.utf();
      break;
    default:
      return malformed();
  }
  const int32_t changed = in.i32();
  for (int32_t i = 0; i < changed && !in.failed(); ++i) {
    int32_t number = in.i32();
    auto v = readValue(in);
    if (!v) return malformed();
    a.changed.emplace_back(number, std::move(*v));
  }
  const int32_t properties = in.i32();
  for (int32_t i = 0; i < properties && !in.failed(); ++i) a.properties.push_back(in.utf());
  if (in.failed() || !in.atEnd()) return malformed();
  return a;
}

}  // namespace symtest::concrete
