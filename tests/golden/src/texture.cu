// Texture and surface objects (tex.2d / suld / sust instructions, .texref/.surfref params).
__global__ void tex_sample(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
    out[y * w + x] = tex2D<float>(tex, u, v) + tex1Dfetch<float>(tex, x);
}

__global__ void surf_copy(cudaSurfaceObject_t src, cudaSurfaceObject_t dst, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float4 v;
    surf2Dread(&v, src, x * sizeof(float4), y);
    v.x = 1.0f - v.x;
    surf2Dwrite(v, dst, x * sizeof(float4), y, cudaBoundaryModeClamp);
}
