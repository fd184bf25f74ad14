// libFuzzer's own mutation, which the custom mutator in CustomMutator.swift falls back on.
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);
