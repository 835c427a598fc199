// Module-scope data: __constant__ and __device__ arrays with initializers,
// a device global pointer, and a struct constant.
struct Coeffs { float a, b; int n; };

__constant__ float c_weights[8] = {0.5f, 0.25f, 0.125f, 0.0625f, 1.0f, 2.0f, 3.0f, -1.5f};
__constant__ Coeffs c_coeffs = {1.5f, -2.0f, 7};
__constant__ int c_uninit[16];
__device__ int d_table[6] = {1, 1, 2, 3, 5, 8};
__device__ double d_scale = 3.14159;
__device__ unsigned long long d_counter;
__device__ const char d_message[] = "warpsafe";
__device__ float *d_ptr = nullptr;
__device__ short d_shorts[4] = {-1, 2, -3, 4};

__global__ void use_globals(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = c_weights[i & 7] * c_coeffs.a + c_coeffs.b * d_table[i % 6];
    v += (float)d_scale + c_uninit[i & 15] + d_shorts[i & 3] + d_message[i & 7];
    if (d_ptr) v += d_ptr[i];
    out[i] = v;
    atomicAdd(&d_counter, 1ull);
}
